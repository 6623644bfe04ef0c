import { describe, expect, inject, it } from 'vitest';
import { hydrated, openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();

async function withPage<T>(
  fn: (page: Awaited<ReturnType<typeof openPage>>['page']) => Promise<T>,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const { context, page } = await openPage(browser(), viewport);
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

describe('the pages a real shop needs', () => {
  it('answers the questions travellers ask most in the FAQ', async () => {
    await withPage(async (page) => {
      await page.goto(`${base()}/faq`);
      const questions = await page.locator('details summary').allTextContents();
      for (const asked of [
        'How much data do I need?',
        'When does my plan start?',
        'Is unlimited really unlimited?',
        'Can I keep my number?',
      ]) {
        expect(questions.some((q) => q.includes(asked))).toBe(true);
      }
      await page.getByText('Can I keep my number?').click();
      await expect(page.getByText('your usual SIM stays in your phone').isVisible()).resolves.toBe(
        true,
      );
    });
  });

  it.each([
    ['/terms', 'Terms of service'],
    ['/privacy', 'Privacy policy'],
    ['/refund-policy', 'Refund policy'],
    ['/contact', 'Contact us'],
  ])('%s has its content, a canonical URL and a description', async (path, heading) => {
    await withPage(async (page) => {
      const response = await page.goto(`${base()}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toBe(heading);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${path}$`),
      );
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      expect(
        await page.locator('link[rel="alternate"][hreflang="vi"]').getAttribute('href'),
      ).toMatch(`/vi${path}`);
    });
  });

  it('explains a service that is coming soon and offers the way back to plans', async () => {
    await withPage(async (page) => {
      await page.goto(`${base()}/coming-soon?service=travel-insurance`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Travel insurance');
      await page.goto(`${base()}/coming-soon?service=<script>`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Coming soon');
      expect(await page.getByRole('link', { name: 'Browse eSIM plans' }).getAttribute('href')).toBe(
        '/esim-list',
      );
    });
  });
});

describe('small phones', () => {
  it('fits every page we list into a 320 px screen, header controls included', async () => {
    await withPage(
      async (page) => {
        for (const path of ['/', '/esim-list', '/france-mobile-esim-plans', '/faq', '/sign-in']) {
          await page.goto(`${base()}${path}`);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
          const menu = await page.getByLabel('Open menu').boundingBox();
          expect(menu && menu.x + menu.width, path).toBeLessThanOrEqual(320);
          expect(await page.getByRole('link', { name: 'Tern home' }).isVisible(), path).toBe(true);
        }
      },
      { width: 320, height: 640 },
    );
  });
});

describe('language', () => {
  it('switches to Vietnamese and back, keeping the page', async () => {
    await withPage(async (page) => {
      await page.goto(`${base()}/faq`);
      await page.getByRole('link', { name: 'Tiếng Việt' }).click();
      await page.waitForURL(/\/vi\/faq$/);
      await expect(page.locator('h1').textContent()).resolves.toBe('Câu hỏi thường gặp');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('vi');
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/faq');
      await expect(page.locator('h1').textContent()).resolves.toBe('Frequently asked questions');
    });
  });

  it('switches to Arabic, right to left, and keeps it for the next unprefixed page', async () => {
    await withPage(async (page) => {
      await page.goto(`${base()}/faq`);
      await page.getByRole('link', { name: 'العربية' }).click();
      await page.waitForURL(/\/ar\/faq$/);
      await expect(page.locator('h1').textContent()).resolves.toBe('الأسئلة الشائعة');
      const html = page.locator('html');
      await expect(html.getAttribute('lang')).resolves.toBe('ar');
      await expect(html.getAttribute('dir')).resolves.toBe('rtl');
      // The browser asks for English; the language chosen since is kept in the locale cookie.
      await page.goto(`${base()}/terms`);
      await page.waitForURL(/\/ar\/terms$/);
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/terms');
      await page.goto(`${base()}/faq`);
      await expect(html.getAttribute('lang')).resolves.toBe('en');
      expect(new URL(page.url()).pathname).toBe('/faq');
    });
  });

  it("opens a first visit in the browser's language, and the URL's language after that", async () => {
    const context = await browser().newContext({ viewport: VIEWPORTS.phone, locale: 'ar-EG' });
    try {
      const page = await context.newPage();
      await page.goto(`${base()}/faq`);
      await page.waitForURL(/\/ar\/faq$/);
      await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
      // A page opened by its prefixed URL is in that language, whatever the browser asks.
      await page.goto(`${base()}/vi/faq`);
      await expect(page.locator('h1').textContent()).resolves.toBe('Câu hỏi thường gặp');
      // Which is kept: the Arabic browser's next unprefixed page stays Vietnamese.
      await page.goto(`${base()}/terms`);
      await page.waitForURL(/\/vi\/terms$/);
      // Phones find the languages in the menu.
      await page.getByLabel('Mở menu').click();
      await page.getByRole('link', { name: 'العربية' }).click();
      await page.waitForURL(/\/ar\/terms$/);
    } finally {
      await context.close();
    }
  });
});

describe('currency picker', () => {
  it('lists currencies with flags, finds one by name and remembers the choice', async () => {
    await withPage(async (page) => {
      await page.goto(`${base()}/faq`);
      await page.getByTestId('currency-button').click();
      const dialog = page.getByRole('dialog', { name: 'Choose your currency' });
      await dialog.getByTestId('currency-option-EUR').waitFor();
      expect(await dialog.locator('img').count()).toBeGreaterThanOrEqual(150);
      await dialog.getByLabel('Search currencies').fill('guernsey');
      await dialog.getByTestId('currency-option-GGP').click();
      await expect(page.getByTestId('currency-button').textContent()).resolves.toContain('GGP');
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'tern_currency')?.value).toBe('GGP');
      await page.reload();
      // The page is static: the button shows the remembered currency just after it has hydrated.
      await hydrated(page);
      await expect.poll(() => page.getByTestId('currency-button').textContent()).toContain('GGP');
    }, VIEWPORTS.phone);
  });
});

describe('search engines', () => {
  it('lists every destination page in sitemap.xml, with Vietnamese alternates', async () => {
    const xml = await (await fetch(`${base()}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const destinations = urls.filter((u) => u.endsWith('-mobile-esim-plans'));
    expect(destinations.length).toBeGreaterThanOrEqual(195 + 9);
    expect(urls.some((u) => u.endsWith('/france-mobile-esim-plans'))).toBe(true);
    expect(xml).toContain('hreflang="vi"');
  });

  it('points robots at the sitemap and keeps the API out of the index', async () => {
    const robots = await (await fetch(`${base()}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
  });
});

describe('the text font', () => {
  it('leaves a first page in the system font, caches Inter at idle, and sets the next page in it', async () => {
    await withPage(async (page) => {
      await page.goto(`${base()}/vi/faq`);
      const inter = () =>
        page.evaluate(() => document.fonts.check('16px "Inter Variable"', 'Hà Nội'));
      // Nothing of the font is loaded on the first page: its text is not styled twice.
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-font'))).toBe(
        false,
      );
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('tern-font')), { timeout: 15_000 })
        .toBe('inter');
      expect(
        await page.evaluate(() => [...document.fonts].some((f) => f.status !== 'unloaded')),
      ).toBe(false);

      await page.goto(`${base()}/vi/sign-in`);
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-font'))).toBe(
        'inter',
      );
      await expect.poll(inter).toBe(true);
    }, VIEWPORTS.phone);
  });
});
