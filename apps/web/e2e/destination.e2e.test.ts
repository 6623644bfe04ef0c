import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { openBrowserPages } from './support/browser-pages';
import { VIEWPORTS } from './support/chromium';

const base = () => inject('webBaseUrl');
const FRANCE = '/france-mobile-esim-plans';
const withPage = openBrowserPages();

const section = (page: Page, id: string) => page.getByTestId(`plan-section-${id}`);
const cardNamed = (page: Page, name: string) =>
  page.getByTestId('bundle-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('destination page /{country}-mobile-esim-plans (spec §2 "Bundle card")', () => {
  it('shows the flag, the name and every local and covering regional plan', async () => {
    await withPage(FRANCE, async (page) => {
      expect(await page.locator('h1').textContent()).toBe('France eSIM plans');
      expect(await page.locator('img[src="/flags/4x3/fr.webp"]').count()).toBeGreaterThan(0);
      const local = section(page, 'own-plans').getByTestId('bundle-card');
      expect(await local.count()).toBe(9);
      for (const label of await local.getByTestId('bundle-label').allTextContents()) {
        expect(label).toBe('Country');
      }
      const europe = section(page, 'region-europe').getByTestId('bundle-card');
      expect(await europe.count()).toBeGreaterThan(0);
      expect(await europe.first().getByTestId('bundle-label').textContent()).toBe('Region');
      expect(await section(page, 'region-global').count()).toBe(1);
    });
  });

  it('gives each plan its price rounded with the symbol, data, validity, speed and value per GB', async () => {
    await withPage(FRANCE, async (page) => {
      const card = cardNamed(page, 'France 5 GB 30 days');
      expect(await card.getByTestId('bundle-price').textContent()).toMatch(/^\$\d+$/);
      expect(await card.getByTestId('bundle-data').textContent()).toBe('5 GB');
      expect(await card.getByTestId('bundle-validity').textContent()).toBe('30 days');
      expect(await card.getByTestId('bundle-speed').textContent()).toBe('5G');
      expect(await card.getByTestId('bundle-unit-price').textContent()).toMatch(
        /^\$\d+\.\d\d per GB$/,
      );
      expect(await card.getByTestId('bundle-activation').textContent()).toBe(
        'Starts when you first connect in France',
      );
      expect(
        await cardNamed(page, 'France 1 GB 7 days').getByTestId('bundle-validity').textContent(),
      ).toBe('7 days');
    });
  });

  it('explains the fair-use rule of unlimited plans in plain words', async () => {
    await withPage(FRANCE, async (page) => {
      const card = cardNamed(page, 'France Unlimited 7 days');
      expect(await card.getByTestId('bundle-data').textContent()).toBe('Unlimited');
      expect(await card.getByTestId('bundle-fair-use').textContent()).toBe(
        'Full speed up to 2 GB a day, then 512 kbps until midnight',
      );
      expect(await card.getByTestId('bundle-unit-price').textContent()).toMatch(/ a day$/);
      expect(
        await cardNamed(page, 'France Unlimited 1 day')
          .getByTestId('bundle-validity')
          .textContent(),
      ).toBe('1 day');
    });
  });

  it('sends Buy now to the preorder checkout with the plan and the currency symbol', async () => {
    await withPage(FRANCE, async (page) => {
      const href = await cardNamed(page, 'France 5 GB 30 days')
        .getByTestId('buy-now')
        .getAttribute('href');
      const url = new URL(href ?? '', base());
      expect(url.pathname).toBe('/checkout');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        quantity: '1',
        search: 'France',
        bundleId: 'bndl_fr_5gb_30d',
        type: 'preorder',
        currencySymbol: '$',
      });
    });
  });

  it('highlights the plan that fits the trip: days × typical daily use', async () => {
    await withPage(FRANCE, async (page) => {
      const badge = page.getByTestId('best-fit-badge');
      const bestFit = () =>
        page.locator('[data-best-fit]').getByTestId('bundle-name').first().textContent();
      // A week of moderate use (0.8 GB a day) needs 5.6 GB: the 10 GB plan.
      expect(await badge.count()).toBe(1);
      expect(await bestFit()).toBe('France 10 GB 30 days');
      await page.getByText('Heavy', { exact: true }).click();
      await expect.poll(bestFit).toBe('France Unlimited 7 days');
      await page.getByText('Light', { exact: true }).click();
      await expect.poll(bestFit).toBe('France 3 GB 15 days');
      await page.getByTestId('trip-days').fill('45');
      await expect.poll(() => badge.count()).toBe(0);
      expect(await page.getByTestId('data-helper-result').textContent()).toContain(
        'No single plan lasts 45 days',
      );
    });
  });

  it('prices everything, structured data included, in the visitor’s currency', async () => {
    await withPage(
      FRANCE,
      async (page) => {
        for (const price of await page.getByTestId('bundle-price').allTextContents()) {
          expect(price).toMatch(/^€\d+$/);
        }
        const product = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
        );
        expect(
          product.offers.every((offer: { priceCurrency: string }) => offer.priceCurrency === 'EUR'),
        ).toBe(true);
      },
      { currency: 'EUR' },
    );
  });

  it('has a title, description, canonical URL, language alternates, Open Graph and a Product with Offers', async () => {
    await withPage(FRANCE, async (page) => {
      expect(await page.title()).toMatch(/^France eSIM: data plans from \$\d+ · Tern$/);
      const meta = (selector: string) => page.locator(selector).getAttribute('content');
      expect(await meta('meta[name="description"]')).toContain('France');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        /\/france-mobile-esim-plans$/,
      );
      expect(
        await page.locator('link[rel="alternate"][hreflang="vi"]').getAttribute('href'),
      ).toMatch(/\/vi\/france-mobile-esim-plans$/);
      expect(await meta('meta[property="og:title"]')).toContain('France eSIM');
      expect(await meta('meta[property="og:url"]')).toMatch(/\/france-mobile-esim-plans$/);

      const product = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      );
      expect(product['@type']).toBe('Product');
      expect(product.offers).toHaveLength(await page.getByTestId('bundle-card').count());
      expect(product.offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
      expect(Number(product.offers[0].price)).toBeGreaterThan(0);
    });
  });

  it('speaks Vietnamese under /vi', async () => {
    await withPage(`/vi${FRANCE}`, async (page) => {
      expect(await page.locator('h1').textContent()).toBe('Gói eSIM Pháp');
      expect(await page.getByTestId('buy-now').first().textContent()).toBe('Mua ngay');
      expect(await page.getByTestId('bundle-label').first().textContent()).toBe('Quốc gia');
    });
  });

  it('lists a region’s own plans and the countries they cover', async () => {
    await withPage('/europe-mobile-esim-plans', async (page) => {
      expect(await page.locator('h1').textContent()).toBe('Europe eSIM plans');
      const labels = await page.getByTestId('bundle-label').allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.every((label) => label === 'Region')).toBe(true);
      expect(
        await page.getByRole('link', { name: 'France', exact: true }).getAttribute('href'),
      ).toBe(FRANCE);
    });
  });
});

describe('destination page on a phone', () => {
  it('never makes the page wider than the screen, even with sections the browser has not laid out yet', async () => {
    await withPage(
      FRANCE,
      async (page) => {
        // The regional plans wait off-screen (content-visibility: auto). A skipped section that
        // claimed a width widened the one-column grid while the HTML streamed in, and the phone's
        // layout viewport with it: the data helper re-wrapped and shifted (CLS 0.09).
        const narrowest = await page.locator('body *').evaluateAll((elements) =>
          elements
            .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
            .map((section) => {
              const element = section as HTMLElement;
              element.style.width = 'min-content';
              const width = element.getBoundingClientRect().width;
              element.style.width = '';
              return width;
            }),
        );
        expect(narrowest.length).toBeGreaterThan(0);
        for (const width of narrowest) expect(width).toBeLessThan(VIEWPORTS.phone.width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          VIEWPORTS.phone.width,
        );
      },
      { viewport: VIEWPORTS.phone },
    );
  });
});

describe('destination routes', () => {
  it('redirects the fallback route /{country-name} and other spellings to the canonical page', async () => {
    for (const [path, target] of [
      ['/france', FRANCE],
      ['/France-Mobile-eSIM-Plans', FRANCE],
      ['/vi/united-states', '/vi/united-states-mobile-esim-plans'],
    ]) {
      const response = await fetch(`${base()}${path}`, { redirect: 'manual' });
      expect(response.status).toBe(308);
      expect(new URL(response.headers.get('location') ?? '', base()).pathname).toBe(target);
    }
  });

  it('answers unknown destinations and deeper paths with a real 404 page that helps', async () => {
    for (const path of [
      '/atlantis-mobile-esim-plans',
      '/atlantis',
      '/france/plans/extra',
      '/%3Cscript%3E',
    ]) {
      const response = await fetch(`${base()}${path}`);
      expect(response.status).toBe(404);
    }
    await withPage('/atlantis-mobile-esim-plans', async (page) => {
      expect(await page.locator('h1').textContent()).toBe('We could not find that page');
      expect(await page.getByTestId('popular-destination').count()).toBeGreaterThan(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('searchbox', { name: 'Search destinations' }).fill('japan');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/esim-list?search=japan');
      expect(await page.getByTestId('plan-name').allTextContents()).toEqual(['Japan']);
    });
  });
});
