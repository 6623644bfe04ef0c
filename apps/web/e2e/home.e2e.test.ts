import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, openPage, VIEWPORTS } from './support/chromium';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** Scrolls each card into view (flags below the fold load lazily) and reports its flag's size. */
async function flagWidthsAfterScrolling(page: Page): Promise<number[]> {
  const flags = page.getByTestId('country-card').locator('img');
  const widths: number[] = [];
  for (const flag of await flags.all()) {
    await flag.scrollIntoViewIfNeeded();
    await flag.evaluate((img: HTMLImageElement) =>
      img.complete
        ? undefined
        : new Promise((done) => img.addEventListener('load', done, { once: true })),
    );
    widths.push(await flag.evaluate((img: HTMLImageElement) => img.naturalWidth));
  }
  return widths;
}

describe('home page', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`lists at least 12 destinations with name, starting price and a flag that loads (${name})`, async () => {
      const { context, page } = await openPage(browser, viewport);
      try {
        const response = await page.goto(`${inject('webBaseUrl')}/`);
        expect(response?.status()).toBe(200);

        const cards = page.getByTestId('country-card');
        await cards.first().waitFor();
        expect(await cards.count()).toBeGreaterThanOrEqual(12);

        const names = await page.getByTestId('country-name').allTextContents();
        expect(names.every((text) => text.trim().length > 0)).toBe(true);
        // "Starting from $3": a symbol, then a whole number (prices are rounded, spec §9).
        const prices = await page.getByTestId('country-price').allTextContents();
        for (const price of prices) expect(price).toMatch(/^Starting from \D+\d[\d,]*$/);

        const widths = await flagWidthsAfterScrolling(page);
        expect(widths).toHaveLength(names.length);
        expect(widths.every((width) => width > 0)).toBe(true);
      } finally {
        await context.close();
      }
    });
  }

  it('links each destination to its plans page', async () => {
    const { context, page } = await openPage(browser);
    try {
      await page.goto(`${inject('webBaseUrl')}/`);
      const href = await page.getByTestId('country-card').first().getAttribute('href');
      expect(href).toMatch(/^\/[a-z0-9-]+-mobile-esim-plans$/);
    } finally {
      await context.close();
    }
  });
});
