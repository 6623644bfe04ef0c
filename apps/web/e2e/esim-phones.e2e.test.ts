import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buyEsim } from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { englishLeftInArabic } from './support/latin-words';
import { sharedBrowserForFile } from './support/shared-browser';
import { answerApi, MATRIX, withVisitor } from './utilities-visit';

const browser = sharedBrowserForFile();
const PAGE = '/esim-compatible-phones';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

const TEXTS = {
  en: {
    title: 'Will my phone take an eSIM?',
    byHand: 'How to check by hand',
    lock: 'carrier-unlocked',
  },
  vi: {
    title: 'Điện thoại của tôi có dùng được eSIM không?',
    byHand: 'Cách tự kiểm tra',
    lock: 'mở khóa nhà mạng',
  },
};

async function expectByHand(page: Page, lang: 'en' | 'vi') {
  const byHand = page.getByTestId('phone-by-hand');
  await expect(byHand.getByRole('heading').textContent()).resolves.toBe(TEXTS[lang].byHand);
  const text = (await byHand.textContent()) ?? '';
  expect(text).toContain('*#06#');
  expect(text).toContain('EID');
  expect(text).toContain(TEXTS[lang].lock);
}

describe('eSIM-compatible phones page', () => {
  it.for(MATRIX)(
    'lists the phones by brand, searchable, with the check by hand ($lang, $viewport.width px)',
    async ({ lang, viewport }) => {
      await withVisitor(
        browser(),
        { lang, viewport },
        async (page) => {
          await expect(page.locator('h1').textContent()).resolves.toBe(TEXTS[lang].title);
          const brands = await page.getByTestId('phone-brand').locator('h2').allTextContents();
          expect(brands).toEqual(expect.arrayContaining(['Apple', 'Google', 'Samsung']));
          expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b)));
          await page.getByTestId('phone-search').fill('iphone 13');
          await page.waitForFunction(
            () => document.querySelectorAll('[data-testid="phone-brand"]').length === 1,
          );
          await expect(page.getByTestId('phone-brand').locator('h2').textContent()).resolves.toBe(
            'Apple',
          );
          await expectByHand(page, lang);
          expect(await accessibilityViolations(page)).toEqual([]);
        },
        PAGE,
      );
    },
  );

  it('words the regional exceptions in the page language, not the API English', async () => {
    const page = await browser().newPage();
    try {
      await page.goto(`${inject('webBaseUrl')}/ar${PAGE}`);
      const notes = await page.getByTestId('phone-exceptions').allTextContents();
      expect(notes).toContain(
        'ملاحظة: الطرازات المبيعة في البر الرئيسي الصيني وهونغ كونغ وماكاو (بمنفذين لشريحتين فعليتين) لا تدعم eSIM.',
      );
      // "N" is the letter Korean model numbers end in, written as on the phone.
      expect(englishLeftInArabic(notes, ['N', 'Fi'])).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('is linked from the footer', () =>
    withVisitor(browser(), { lang: 'vi' }, async (page) => {
      const link = page.locator('footer').getByRole('link', { name: 'Điện thoại hỗ trợ eSIM' });
      expect(await link.getAttribute('href')).toBe(`/vi${PAGE}`);
    }));
});

describe('device check', () => {
  it('tells on the phones page whether this phone takes an eSIM (the built-in device list)', () =>
    withVisitor(
      browser(),
      { lang: 'vi', viewport: VIEWPORTS.phone, userAgent: IPHONE_UA },
      async (page) => {
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid="device-check"]')
              ?.getAttribute('data-compatible') === 'true',
        );
        await expect(page.getByTestId('device-check').textContent()).resolves.toBe(
          'Chiếc iPhone này dùng được eSIM.',
        );
      },
      PAGE,
    ));

  /** An unpaid order of this visitor's, opened at its checkout page. */
  async function atCheckout(page: Page, localePrefix = '') {
    const base = inject('webBaseUrl');
    const { orderId } = await buyEsim(page.context().request, base, { pay: false });
    await page.goto(`${base}${localePrefix}/checkout/${orderId}?paymentGateway=sandbox`);
  }

  it('warns before payment when this phone does not take an eSIM, with a link to the list', () =>
    withVisitor(browser(), { viewport: VIEWPORTS.phone, userAgent: IPHONE_UA }, async (page) => {
      const asked: string[] = [];
      await answerApi(page, '/esim/check-device', (url) => {
        asked.push(url.searchParams.get('userAgent') ?? '');
        return {
          body: {
            data: { model: 'iPhone (iOS 17.2)', compatible: false, brand: 'Apple', notes: [] },
          },
        };
      });
      await atCheckout(page);
      const check = page.getByTestId('device-check');
      await page.waitForFunction(
        () =>
          document
            .querySelector('[data-testid="device-check"]')
            ?.getAttribute('data-compatible') === 'false',
      );
      expect(asked).toEqual([IPHONE_UA]);
      await expect(check.getByRole('link').getAttribute('href')).resolves.toBe(PAGE);
      await expect(check.textContent()).resolves.toContain('does not take an eSIM');
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('says a known phone takes an eSIM, and asks nothing on a computer', async () => {
    await withVisitor(
      browser(),
      { viewport: VIEWPORTS.desktop, userAgent: IPHONE_UA },
      async (page) => {
        await answerApi(page, '/esim/check-device', () => ({
          body: {
            data: { model: 'iPhone (iOS 17.2)', brand: 'Apple', compatible: true, notes: [] },
          },
        }));
        await atCheckout(page);
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid="device-check"]')
              ?.getAttribute('data-compatible') === 'true',
        );
        await expect(page.getByTestId('device-check').textContent()).resolves.toContain(
          'This iPhone (iOS 17.2) takes an eSIM.',
        );
      },
    );
    await withVisitor(browser(), { lang: 'vi' }, async (page) => {
      let asked = false;
      await answerApi(page, '/esim/check-device', () => {
        asked = true;
        return { body: { data: { model: null, brand: null, compatible: null, notes: [] } } };
      });
      await atCheckout(page, '/vi');
      const check = page.getByTestId('device-check');
      await check.getByRole('link').waitFor();
      // The check runs in the browser once the page has hydrated; until then it says it is checking.
      await expect
        .poll(() => check.textContent(), { timeout: 10_000 })
        .toBe('Kiểm tra điện thoại của bạn có dùng được eSIM');
      expect(asked).toBe(false);
    });
  });
});
