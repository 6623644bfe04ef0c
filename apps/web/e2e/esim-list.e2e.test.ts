import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openBrowserPages } from './support/browser-pages';

const base = () => inject('webBaseUrl');
const withPage = openBrowserPages();

const cards = (page: Page) => page.getByTestId('esim-list-card');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pages of destinations' });

describe('/esim-list: every destination (spec §2, §9)', () => {
  it('lists 132 destinations a page, each card linking to its plans page', async () => {
    await withPage('/esim-list', async (page) => {
      expect(await cards(page).count()).toBe(132);
      const first = cards(page).first();
      expect(await first.getAttribute('href')).toBe('/afghanistan-mobile-esim-plans');
      expect(await first.getByTestId('plan-price').textContent()).toMatch(/^\$\d+$/);
      expect(await first.getByTestId('plan-validity').textContent()).toMatch(/^\d+ days?$/);
      await first.click();
      await page.waitForURL('**/afghanistan-mobile-esim-plans');
      expect(await page.locator('h1').textContent()).toBe('Afghanistan eSIM plans');
    });
  });

  it('numbers the pages: current page marked, no arrows at 5 pages or fewer, links to ?page=N', async () => {
    await withPage('/esim-list', async (page) => {
      const nav = pagination(page);
      const current = (nav: ReturnType<typeof pagination>) =>
        nav.locator('[aria-current="page"] [aria-hidden="true"]').textContent();
      expect(await current(nav)).toBe('1');
      expect(await nav.getByRole('link', { name: 'Next' }).count()).toBe(0);
      await nav.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL('**/esim-list?page=2');
      const rest = await cards(page).count();
      expect(rest).toBeGreaterThan(0);
      expect(rest).toBeLessThanOrEqual(132);
      expect(await current(pagination(page))).toBe('2');
    });
  });

  it('answers a page past the end with a 404', async () => {
    const response = await fetch(`${base()}/esim-list?page=99`);
    expect(response.status).toBe(404);
    expect((await fetch(`${base()}/esim-list?page=abc`)).status).toBe(200);
  });

  it('searches with the same rules as every search box: aliases, and "country not found"', async () => {
    await withPage('/esim-list?search=uk', async (page) => {
      expect(await page.getByTestId('plan-name').allTextContents()).toEqual(['United Kingdom']);
      expect(await pagination(page).count()).toBe(0);
    });
    await withPage('/esim-list?search=zzzq', async (page) => {
      expect(await page.getByRole('heading', { name: 'Country not found' }).count()).toBe(1);
    });
    await withPage('/esim-list', async (page) => {
      await page.getByTestId('esim-list-search').fill('japan');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/esim-list?search=japan');
      expect(await page.getByTestId('plan-name').allTextContents()).toEqual(['Japan']);
    });
  });

  it('shows prices in the visitor’s currency', async () => {
    await withPage(
      '/esim-list',
      async (page) => {
        for (const price of (await page.getByTestId('plan-price').allTextContents()).slice(0, 20)) {
          expect(price).toMatch(/^€\d+$/);
        }
      },
      { currency: 'EUR' },
    );
  });
});
