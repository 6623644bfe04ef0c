import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';
import { answerApi, apiError, MATRIX, openUtility, withVisitor } from './utilities-visit';

const browser = sharedBrowserForFile();

/** Units per US dollar, as a rates snapshot would have them. */
const RATES: Record<string, number> = { USD: 1, EUR: 0.92, INR: 83.2, JPY: 151.5, GBP: 0.79 };

/** The converter's API, answering from RATES (and 400 for anything else, as the API does). */
function fakeConverter(page: Parameters<typeof answerApi>[0], calls: URL[] = []) {
  return answerApi(page, '/fx/convert', (url) => {
    calls.push(url);
    const from = RATES[url.searchParams.get('from') ?? ''];
    const to = RATES[url.searchParams.get('to') ?? ''];
    const amount = Number(url.searchParams.get('amount'));
    if (!from || !to) return apiError(400, 'VALIDATION_ERROR', 'Unknown currency');
    return {
      body: {
        data: { convertedAmount: (amount / from) * to, rate: to / from, date: '2026-11-20' },
      },
    };
  });
}

const TITLES = { en: 'Currency converter', vi: 'Đổi tiền tệ' };

describe('currency converter modal', () => {
  it.each(MATRIX)(
    'converts 1 EUR to USD by default, with the date of the rates ($lang, $viewport.width px)',
    ({ lang, viewport }) =>
      withVisitor(browser(), { lang, viewport }, async (page) => {
        await fakeConverter(page);
        const dialog = await openUtility(page, 'currency');
        await expect(dialog.getByRole('heading').first().textContent()).resolves.toBe(TITLES[lang]);
        await expect(dialog.getByTestId('currency-amount').inputValue()).resolves.toBe('1');
        await page.waitForFunction(
          () => document.querySelector('[data-testid="currency-result"]')?.textContent !== '–',
        );
        const result = await dialog.getByTestId('currency-result').textContent();
        expect(Number.parseFloat((result ?? '').replace(',', '.'))).toBeCloseTo(1.09, 2);
        const date = (await dialog.getByTestId('currency-date').textContent()) ?? '';
        expect(date).toContain(lang === 'en' ? 'November 20, 2026' : '20 tháng 11, 2026');
        expect(await accessibilityViolations(page)).toEqual([]);
        // WAI-ARIA dialog: Escape closes and focus goes back to the tile that opened it.
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('dialog[open]'));
        await expect(
          page.evaluate(() => document.activeElement?.getAttribute('data-utility')),
        ).resolves.toBe('currency');
      }),
  );

  it('swaps the currencies, and the presets set EUR→USD, USD→INR and USD→JPY', () =>
    withVisitor(browser(), {}, async (page) => {
      const calls: URL[] = [];
      await fakeConverter(page, calls);
      const dialog = await openUtility(page, 'currency');
      await dialog.getByRole('button', { name: 'Swap currencies' }).click();
      await expect(dialog.getByTestId('currency-from').textContent()).resolves.toContain('USD');
      await expect(dialog.getByTestId('currency-to').textContent()).resolves.toContain('EUR');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="currency-result"]')?.textContent === '0.92',
      );
      for (const [label, result] of [
        ['USD to INR', '83.20'],
        ['USD to JPY', '152'],
        ['EUR to USD', '1.09'],
      ]) {
        await dialog.getByRole('button', { name: label }).click();
        await page.waitForFunction(
          (text) => document.querySelector('[data-testid="currency-result"]')?.textContent === text,
          result,
        );
      }
      expect(calls.at(-1)?.search).toBe('?from=EUR&to=USD&amount=1');
    }));

  it('finds a currency by name, shows its flag, and converts the amount typed', () =>
    withVisitor(browser(), { viewport: VIEWPORTS.phone }, async (page) => {
      await fakeConverter(page);
      const dialog = await openUtility(page, 'currency');
      await dialog.getByTestId('currency-to').click();
      // Unfolding the list puts the cursor in its search.
      await page.keyboard.type('pound sterling');
      const option = dialog.getByTestId('currency-to-option-GBP');
      expect(await option.locator('img').getAttribute('src')).toBe('/flags/4x3/gb.webp');
      await option.click();
      await expect(dialog.getByTestId('currency-to').textContent()).resolves.toContain('GBP');
      await dialog.getByTestId('currency-amount').fill('250');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="currency-result"]')?.textContent === '214.67',
      );
    }));

  it('shows a dash for an amount below 0 and when the conversion fails', () =>
    withVisitor(browser(), {}, async (page) => {
      let failing = false;
      await answerApi(page, '/fx/convert', () =>
        failing
          ? apiError(503, 'PROVIDER_UNAVAILABLE', 'Rates are unavailable')
          : { body: { data: { convertedAmount: 2.18, rate: 1.09, date: '2026-11-20' } } },
      );
      const dialog = await openUtility(page, 'currency');
      const result = dialog.getByTestId('currency-result');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="currency-result"]')?.textContent !== '–',
      );
      await dialog.getByTestId('currency-amount').fill('-5');
      await expect(result.textContent()).resolves.toBe('–');
      failing = true;
      await dialog.getByTestId('currency-amount').fill('2');
      // The failed answer leaves the dash, and no date of rates.
      await page.waitForResponse((r) => r.url().includes('/fx/convert'));
      await expect(result.textContent()).resolves.toBe('–');
      expect(await dialog.getByTestId('currency-date').count()).toBe(0);
    }));
});

describe('utilities strip', () => {
  it('opens a modal from the keyboard, and the other tiles go to /coming-soon', () =>
    withVisitor(browser(), { viewport: VIEWPORTS.phone }, async (page) => {
      const strip = page.locator('section[aria-labelledby="utilities-title"]');
      const other = strip.getByRole('link', { name: /Nearby activities/ });
      expect(await other.getAttribute('href')).toBe('/coming-soon?service=activities');
      const tiles = await strip
        .locator('[data-utility]')
        .evaluateAll((els) => els.map((el) => [el.tagName, el.getAttribute('data-utility')]));
      expect(tiles).toEqual([
        ['BUTTON', 'currency'],
        ['BUTTON', 'weather'],
        ['BUTTON', 'translator'],
      ]);
      await strip.locator('[data-utility="translator"]').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Language translator' });
      await dialog.waitFor();
      // Focus moves into the dialog (native showModal), onto its first control.
      await page.waitForFunction(() =>
        document.querySelector('dialog[open]')?.contains(document.activeElement),
      );
    }));
});
