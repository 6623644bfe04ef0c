import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';
import { openUtility } from './utilities-visit';

/**
 * Issue 26 part 3, as a screen reader meets the pages: what changes without a page load is said
 * by a live region, a navigation changes the title and the main heading, every image that says
 * something has a name (the accessibility tree's view, not the markup's), fields name their
 * errors.
 */
const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();
const CHECKOUT = '/checkout?quantity=1&search=France&bundleId=bndl_fr_5gb_30d&type=preorder';

let page: Page;
beforeAll(async () => {
  const context = await browser().newContext({ viewport: VIEWPORTS.desktop, locale: 'en-GB' });
  await context.addInitScript(() => {
    try {
      localStorage.setItem('showWelcomeModal', String(Date.now() + 60 * 60 * 1000));
    } catch {}
  });
  page = await context.newPage();
});
afterAll(() => page?.context().close());

/** The live region a change inside `target` is announced through, as its role or aria-live. */
const liveRegionOf = (target: Locator) =>
  target.evaluate((el) => {
    const region = el.closest('[aria-live], [role="status"], [role="alert"], [role="log"]');
    if (!region) return null;
    const live = region.getAttribute('aria-live');
    return live && live !== 'off' ? live : region.getAttribute('role');
  });

describe('changes without a page load are announced', () => {
  it('the search results and their count', async () => {
    await page.goto(`${base()}/`);
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Search destinations' }).focus();
    await page.keyboard.type('fra');
    // Read from the accessibility tree: a status whose text is the count.
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /destinations? found/ })
          .count(),
      )
      .toBe(1);
  });

  it('the checkout total, a conversion and the weather', async () => {
    await page.goto(`${base()}${CHECKOUT}`);
    await hydrated(page);
    await expect(liveRegionOf(page.getByTestId('summary-price'))).resolves.toBe('polite');

    await page.goto(`${base()}/`);
    await hydrated(page);
    const currency = await openUtility(page, 'currency');
    await expect(liveRegionOf(currency.getByTestId('currency-result'))).resolves.toBe('polite');
    await page.keyboard.press('Escape');
    const weather = await openUtility(page, 'weather');
    await expect(liveRegionOf(weather.getByTestId('weather-modal'))).resolves.toBe('polite');
  });

  it('a field in error names its error', async () => {
    await page.goto(`${base()}/lounge/LG-HAN-1`);
    await hydrated(page);
    await page.getByRole('button', { name: 'See price' }).click();
    const invalid = page.locator('[aria-invalid="true"]').first();
    await invalid.waitFor();
    const description = await invalid.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim(),
    );
    expect(description).not.toBe('');
  });
});

describe('a navigation', () => {
  it('changes the title and the main heading, and says so', async () => {
    await page.goto(`${base()}/faq`);
    await hydrated(page);
    const before = { title: await page.title(), h1: await page.locator('h1').textContent() };
    // A client-side navigation, as a link in the header makes it.
    await page.locator('header nav a[href="/esim-list"]').first().click();
    await page.waitForURL((url) => url.pathname === '/esim-list');
    await expect.poll(() => page.title()).not.toBe(before.title);
    await expect.poll(() => page.locator('h1').textContent()).not.toBe(before.h1);
    // Next's route announcer (a live region) reads the new page's title out.
    const announcer = page.locator('next-route-announcer');
    await expect
      .poll(() => announcer.evaluate((el) => el.shadowRoot?.textContent ?? ''))
      .toBe(await page.title());
  });
});

describe('images', () => {
  for (const path of ['/', '/france-mobile-esim-plans', '/events/eiffel-tower-summit']) {
    it(`that say something have a name; decoration is not in the tree (${path})`, async () => {
      await page.goto(`${base()}${path}`);
      await hydrated(page);
      const tree = await page.locator('body').ariaSnapshot();
      // An image in the tree with no name: "- img" alone on its line.
      expect(tree.split('\n').filter((line) => /^\s*- img\s*$/.test(line))).toEqual([]);
      expect(tree).toMatch(/- img "[^"]+"/);
    });
  }
});
