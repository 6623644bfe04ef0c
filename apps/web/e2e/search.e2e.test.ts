import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const browser = sharedBrowserForFile();

interface SearchPage {
  page: Page;
  /** Every dropdown search the page sent, as its search text. */
  searches: string[];
  errors: string[];
}

/** The home page, welcome modal already seen, with the dropdown's requests and errors recorded. */
async function withSearch(
  run: (s: SearchPage) => Promise<void>,
  options: {
    viewport?: { width: number; height: number };
    currency?: string;
    /** The home page's path: `/` in English, `/vi` in Vietnamese. */
    path?: string;
  } = {},
) {
  const { context, page } = await openPage(browser(), options.viewport ?? VIEWPORTS.desktop);
  const base = inject('webBaseUrl');
  await context.addInitScript(
    (expiry) => {
      localStorage.setItem('showWelcomeModal', String(expiry));
    },
    Date.now() + 60 * 60 * 1000,
  );
  if (options.currency) {
    await context.addCookies([{ name: 'tern_currency', value: options.currency, url: base }]);
  }
  const searches: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/countries' && url.searchParams.get('limit') === '4') {
      searches.push(url.searchParams.get('search') ?? '');
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${base}${options.path ?? '/'}`);
    await run({ page, searches, errors });
  } finally {
    await context.close();
  }
}

/** The hero's search box, by its name in English or Vietnamese. */
const input = (page: Page) =>
  page.getByRole('combobox', { name: /^(Search destinations|Tìm điểm đến)$/ });
const optionNames = (page: Page) => page.getByTestId('search-option-name').allTextContents();

/** Types, then waits until the results for exactly this text are on screen. */
async function type(page: Page, text: string) {
  await input(page).fill(text);
  const query = (await input(page).inputValue()).trim();
  await page.waitForFunction(
    (q) =>
      document
        .querySelector('[data-testid="search-dropdown"]')
        ?.getAttribute('data-results-for') === q,
    query,
  );
}

describe('hero dropdown search', () => {
  it('shows up to four matching countries with flag, name, "Start From" and a rounded price', () =>
    withSearch(async ({ page }) => {
      await type(page, 'land');
      await page.getByRole('option').first().waitFor();
      const options = page.getByRole('option');
      expect(await options.count()).toBeGreaterThan(0);
      expect(await options.count()).toBeLessThanOrEqual(4);
      for (const option of await options.all()) {
        expect(await option.textContent()).toMatch(/^.+Start From\$\d[\d,]*$/);
        expect(await option.locator('img').evaluate((img: HTMLImageElement) => img.src)).toMatch(
          /\/flags\//,
        );
      }
    }));

  it('prices the results in the visitor currency', () =>
    withSearch(
      async ({ page }) => {
        await type(page, 'france');
        await expect(
          page.getByTestId('search-option-price').first().textContent(),
        ).resolves.toMatch(/^€\d+$/);
      },
      { currency: 'EUR' },
    ));

  it('links "view all" to the full destination list', () =>
    withSearch(async ({ page }) => {
      await type(page, 'japan');
      await page.getByRole('link', { name: 'View all destinations' }).click();
      await page.waitForURL(/\/esim-list$/);
    }));

  for (const [alias, country] of [
    ['uae', 'United Arab Emirates'],
    ['uk', 'United Kingdom'],
    ['dubai', 'United Arab Emirates'],
    ['usa', 'United States'],
  ] as const) {
    it(`understands the shortcut "${alias}" (${country})`, () =>
      withSearch(async ({ page }) => {
        await type(page, alias);
        await page.getByRole('option').first().waitFor();
        expect(await optionNames(page)).toEqual([country]);
      }));
  }

  it('searches only for text that is not blank, once typing pauses', () =>
    withSearch(async ({ page, searches }) => {
      await input(page).fill('   ');
      await page.waitForTimeout(600);
      expect(searches).toEqual([]);
      await input(page).pressSequentially('ital', { delay: 30 });
      await page.getByRole('option', { name: /Italy/ }).waitFor();
      // Debounced: not one request per keystroke.
      expect(searches.length).toBeLessThan(4);
      expect(searches.at(-1)).toBe('ital');
    }));

  it('is a keyboard combobox: arrows highlight, Escape closes, Enter opens the destination', () =>
    withSearch(async ({ page }) => {
      await type(page, 'uk');
      await page.getByRole('option').first().waitFor();
      await input(page).press('ArrowDown');
      await expect(input(page).getAttribute('aria-activedescendant')).resolves.toBe(
        await page.getByRole('option').first().getAttribute('id'),
      );
      await input(page).press('Escape');
      await expect(input(page).getAttribute('aria-expanded')).resolves.toBe('false');
      await input(page).press('ArrowDown');
      await expect(input(page).getAttribute('aria-expanded')).resolves.toBe('true');
      await input(page).press('Enter');
      await page.waitForURL(/\/united-kingdom/);
    }));

  it('says "country not found" when nothing matches', () =>
    withSearch(async ({ page }) => {
      await type(page, 'xylophonia');
      await page.getByTestId('search-not-found').waitFor();
      expect(await page.getByRole('option').count()).toBe(0);
    }));

  it('ends the loader quietly when the search fails', () =>
    withSearch(async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
      await page.route('**/api/v1/countries?**', (route) =>
        route.fulfill({ status: 503, body: '' }),
      );
      await type(page, 'peru');
      expect(await page.getByRole('option').count()).toBe(0);
      expect(logged.some((text) => text.includes('[search] dropdown search failed'))).toBe(true);
    }));

  it('handles garbage input without errors or injection', () =>
    withSearch(
      async ({ page, searches, errors }) => {
        await input(page).fill('x'.repeat(500));
        expect(await input(page).inputValue()).toHaveLength(100);
        await type(page, '<script>window.__pwned = true</script><img src=x onerror=alert(1)>');
        await page.getByTestId('search-not-found').waitFor();
        await type(page, '🏝️🌋✈️');
        await page.waitForTimeout(400);
        expect(
          await page.evaluate(() => (window as { __pwned?: boolean }).__pwned),
        ).toBeUndefined();
        expect(await page.locator('img[src="x"]').count()).toBe(0);
        expect(errors).toEqual([]);
        expect(searches.every((text) => text.length <= 100)).toBe(true);
      },
      { viewport: VIEWPORTS.phone },
    ));

  it('names countries in Vietnamese on /vi and finds them by their Vietnamese or Arabic name', () =>
    withSearch(
      async ({ page }) => {
        await type(page, 'Pháp');
        expect((await optionNames(page))[0]).toBe('Pháp');
        await type(page, 'nhat ban');
        expect((await optionNames(page))[0]).toBe('Nhật Bản');
        await type(page, 'فرنسا');
        expect((await optionNames(page))[0]).toBe('Pháp');
      },
      { path: '/vi' },
    ));
});
