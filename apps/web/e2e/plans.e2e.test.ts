import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();

interface HomeOptions {
  viewport?: { width: number; height: number };
  /** Coordinates to share when the page asks for the location; refused when absent. */
  location?: { latitude: number; longitude: number };
  /** Runs before the page loads, e.g. to hold back API answers. */
  prepare?: (page: Page) => Promise<void>;
}

/** Opens the home page with the welcome modal already seen, recording every listing API call. */
async function withHome(options: HomeOptions, test: (page: Page, calls: URL[]) => Promise<void>) {
  const { context, page } = await openPage(browser(), options.viewport ?? VIEWPORTS.desktop);
  try {
    if (options.location) {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(options.location);
    }
    await context.addInitScript(() =>
      localStorage.setItem('showWelcomeModal', String(Date.now() + 3_600_000)),
    );
    const calls: URL[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (/^\/api\/v1\/(countries|regions|bundles)/.test(url.pathname)) calls.push(url);
    });
    await options.prepare?.(page);
    await page.goto(`${base()}/`);
    // The list loads when its section comes near the viewport, as a reader scrolls to it.
    await panel(page).scrollIntoViewIfNeeded();
    await listSettled(page);
    await test(page, calls);
  } finally {
    await context.close();
  }
}

const panel = (page: Page) => page.getByTestId('plan-panel');
const cards = (page: Page) => panel(page).getByTestId('plan-card');
const names = (page: Page) => panel(page).getByTestId('plan-name').allTextContents();

async function listSettled(page: Page) {
  await page.locator('[data-testid="plan-panel"][data-loading="false"]').waitFor();
}

async function search(page: Page, text: string) {
  await page.getByTestId('plan-search-input').fill(text);
  // Wide screens search as you type, after a 300 ms pause.
  await page.waitForTimeout(500);
  await listSettled(page);
}

describe('plan listing on the home page (spec §2, §4)', () => {
  it('opens on the local tab with 12 plan cards: flag, name, rounded price, days and data', async () => {
    await withHome({}, async (page) => {
      const local = page.getByTestId('plan-tab-local');
      expect(await local.getAttribute('aria-selected')).toBe('true');
      expect(await cards(page).count()).toBe(12);
      const first = cards(page).first();
      expect(await first.getByTestId('plan-price').textContent()).toMatch(/^\$\d[\d,]*$/);
      expect(await first.getByTestId('plan-validity').textContent()).toMatch(/^\d+ days?$/);
      expect(await first.getByTestId('plan-data').textContent()).toMatch(
        /^(\d+(\.\d+)? (GB|MB)|Unlimited)$/,
      );
      expect(await first.locator('img').getAttribute('src')).toMatch(
        /^\/flags\/4x3\/[a-z]{2}\.webp$/,
      );
    });
  });

  it('shows 12 skeleton cards of the same size while a page loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const prepare = async (page: Page) => {
      await page.route('**/api/v1/countries**', async (route) => {
        await held;
        await route.continue();
      });
    };
    const { context, page } = await openPage(browser());
    try {
      await prepare(page);
      await page.goto(`${base()}/`);
      await panel(page).scrollIntoViewIfNeeded();
      const skeletons = page.getByTestId('plan-card-skeleton');
      await skeletons.first().waitFor();
      expect(await skeletons.count()).toBe(12);
      const skeletonBox = await skeletons.first().boundingBox();
      release();
      await cards(page).first().waitFor();
      expect(await skeletons.count()).toBe(0);
      const cardBox = await cards(page).first().boundingBox();
      expect(cardBox?.height).toBe(skeletonBox?.height);
      expect(cardBox?.width).toBe(skeletonBox?.width);
    } finally {
      await context.close();
    }
  });

  it('load more appends the next page; load less returns to page 1', async () => {
    await withHome({}, async (page, calls) => {
      const firstPage = await names(page);
      await page.getByTestId('load-more').click();
      await expect.poll(() => names(page)).toHaveLength(24);
      const twoPages = await names(page);
      expect(twoPages.slice(0, 12)).toEqual(firstPage);
      expect(calls.at(-1)?.searchParams.get('page')).toBe('2');

      await page.getByRole('button', { name: 'Load less' }).click();
      await expect.poll(() => names(page)).toEqual(firstPage);
    });
  });

  it('switching a tab clears the search and returns to page 1', async () => {
    await withHome({}, async (page, calls) => {
      await page.getByTestId('load-more').click();
      await expect.poll(() => names(page)).toHaveLength(24);
      await search(page, 'japan');
      await expect.poll(() => names(page)).toEqual(['Japan']);

      await page.getByTestId('plan-tab-regions').click();
      await expect.poll(() => names(page)).toContain('Europe');
      expect(await page.getByTestId('plan-search-input').inputValue()).toBe('');
      const last = calls.at(-1);
      expect(last?.pathname).toBe('/api/v1/regions');
      expect(last?.searchParams.get('page')).toBe('1');
      expect(last?.searchParams.has('search')).toBe(false);
    });
  });

  it('moves between tabs with the arrow keys (a WAI-ARIA tablist)', async () => {
    await withHome({}, async (page) => {
      await page.getByTestId('plan-tab-local').focus();
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('plan-tab-regions');
      await page.keyboard.press('Enter');
      expect(await page.getByTestId('plan-tab-regions').getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => names(page)).toContain('Europe');
    });
  });

  it('searches the shortcuts uk, usa, uae and dubai, and nothing for other text of 2 characters', async () => {
    await withHome({}, async (page, calls) => {
      const unfiltered = await names(page);
      for (const [alias, country] of [
        ['uk', 'United Kingdom'],
        ['usa', 'United States'],
        ['UAE', 'United Arab Emirates'],
        ['dubai', 'United Arab Emirates'],
      ] as const) {
        await search(page, alias);
        await expect.poll(() => names(page)).toEqual([country]);
      }
      await search(page, '');
      await expect.poll(() => names(page)).toEqual(unfiltered);
      const before = calls.length;
      await search(page, 'fr');
      expect(calls.slice(before).some((url) => url.searchParams.has('search'))).toBe(false);
      expect(await names(page)).toEqual(unfiltered);
    });
  });

  it('says "country not found" when text over 2 characters matches nothing', async () => {
    await withHome({}, async (page) => {
      await search(page, 'zzzq');
      await page.getByTestId('country-not-found').waitFor();
      expect(await page.getByTestId('country-not-found').textContent()).toContain(
        'Country not found',
      );
      // Markup is text, never HTML.
      await search(page, '<script>alert(1)</script>');
      expect(await page.getByTestId('country-not-found').isVisible()).toBe(true);
    });
  });

  it('shows the region list empty text when no region matches', async () => {
    await withHome({}, async (page) => {
      await page.getByTestId('plan-tab-regions').click();
      await expect.poll(() => names(page)).toContain('Europe');
      await search(page, 'zzzq');
      await expect.poll(() => panel(page).textContent()).toContain('No eSIM plans found');
    });
  });

  it('reprices every card when the currency changes', async () => {
    await withHome({}, async (page) => {
      expect(await cards(page).first().getByTestId('plan-price').textContent()).toMatch(/^\$/);
      await page.getByTestId('currency-button').click();
      await page.getByTestId('currency-option-EUR').click();
      await expect
        .poll(() => panel(page).getByTestId('plan-price').allTextContents())
        .toEqual(Array.from({ length: 12 }, () => expect.stringMatching(/^€\d+$/)));
    });
  });

  it('keeps the page usable when the list call fails: logged, loader off, honest empty state', async () => {
    const errors: string[] = [];
    const prepare = async (page: Page) => {
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.route('**/api/v1/countries**', (route) =>
        route.fulfill({
          status: 503,
          json: { error: { code: 'API_UNAVAILABLE', message: 'down' } },
        }),
      );
    };
    await withHome({ prepare }, async (page) => {
      // The empty state's code loads when it is first shown.
      await panel(page).getByText('No plans available at the moment').waitFor();
      expect(await cards(page).count()).toBe(0);
      expect(await page.getByTestId('plan-card-skeleton').count()).toBe(0);
      expect(errors.some((text) => text.includes('[plans] list failed'))).toBe(true);
      await page.getByTestId('plan-tab-regions').click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    });
  });
});

describe('popular tab (spec §4: location first, popular list as fallback)', () => {
  it('shows the plans of the country the device is in', async () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    await withHome({ location: paris }, async (page, calls) => {
      await page.getByTestId('plan-tab-popular').click();
      await expect.poll(async () => new Set(await names(page))).toEqual(new Set(['France']));
      const call = calls.at(-1);
      expect(call?.searchParams.get('lat')).toBe(String(paris.latitude));
      expect(call?.searchParams.has('isPopular')).toBe(false);
    });
  });

  it('falls back to the popular-flag list when the location is refused', async () => {
    await withHome({}, async (page, calls) => {
      await page.getByTestId('plan-tab-popular').click();
      await expect.poll(() => calls.at(-1)?.searchParams.get('isPopular')).toBe('true');
      await listSettled(page);
      expect(await cards(page).count()).toBe(12);
      // 40 popular plans: numbered pages 1 to 4, without arrows (those need more than 5 pages).
      const pages = page.getByRole('navigation', { name: 'More plans' });
      expect(await pages.locator('[aria-current="page"] [aria-hidden="true"]').textContent()).toBe(
        '1',
      );
      expect(await pages.getByRole('button', { name: 'Next' }).count()).toBe(0);
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await expect.poll(() => calls.at(-1)?.searchParams.get('page')).toBe('2');
    });
  });
});

describe('narrow screens, 375 px (spec §2)', () => {
  it('selects the popular tab by default', async () => {
    await withHome({ viewport: VIEWPORTS.phone }, async (page) => {
      expect(await page.getByTestId('plan-tab-popular').getAttribute('aria-selected')).toBe('true');
      expect(await cards(page).count()).toBe(12);
    });
  });

  it('does not search while typing: the search button reloads the list with the text', async () => {
    await withHome({ viewport: VIEWPORTS.phone }, async (page, calls) => {
      await page.getByTestId('plan-tab-local').click();
      await expect.poll(() => calls.at(-1)?.pathname).toBe('/api/v1/countries');
      await listSettled(page);
      const before = calls.length;
      await page.getByTestId('plan-search-input').fill('japan');
      await page.waitForTimeout(800);
      expect(calls.length).toBe(before);
      await page.getByTestId('plan-search-submit').click();
      await expect.poll(() => names(page)).toEqual(['Japan']);
      expect(calls.at(-1)?.searchParams.get('search')).toBe('japan');
    });
  });
});

describe('choosing a destination (spec §4)', () => {
  it('shows the full-screen loader, remembers the country and lands on its plans page', async () => {
    await withHome({}, async (page) => {
      await page.evaluate(() => {
        window.addEventListener('countryChanged', (event) => {
          (window as unknown as { changed: unknown }).changed = (event as CustomEvent).detail;
        });
      });
      await page.getByRole('button', { name: 'Choose options for Albania' }).click();
      await page.waitForURL('**/albania-mobile-esim-plans');
      expect(await page.locator('h1').textContent()).toBe('Albania eSIM plans');
      expect(await page.evaluate(() => localStorage.getItem('countryName'))).toBe('Albania');
      expect(await page.evaluate(() => localStorage.getItem('countryId'))).toBe('ctry_al');
      expect(await page.getByTestId('destination-loader').count()).toBe(0);
    });
  });

  it('blocks the page behind an accessible loader while preparing', async () => {
    const prepare = async (page: Page) => {
      await page.route('**/api/v1/settings**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
    };
    await withHome({ prepare }, async (page) => {
      await page.getByRole('button', { name: 'Choose options for Albania' }).click();
      const loader = page.getByTestId('destination-loader');
      await loader.waitFor();
      expect(await loader.getAttribute('role')).toBe('status');
      expect(await loader.getAttribute('aria-busy')).toBe('true');
      expect(
        await page.locator('#main-content').evaluate((main) => main.closest('[inert]') !== null),
      ).toBe(true);
      await page.waitForURL('**/albania-mobile-esim-plans');
    });
  });

  it('falls back to /{country-name} when the preparatory calls fail, which redirects to the page', async () => {
    const prepare = async (page: Page) => {
      await page.route('**/api/v1/settings**', (route) => route.fulfill({ status: 503, json: {} }));
    };
    await withHome({ prepare }, async (page) => {
      const fallback = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/albania',
      );
      await page.getByRole('button', { name: 'Choose options for Albania' }).click();
      await fallback;
      await page.waitForURL('**/albania-mobile-esim-plans');
      expect(await page.locator('h1').textContent()).toBe('Albania eSIM plans');
    });
  });
});
