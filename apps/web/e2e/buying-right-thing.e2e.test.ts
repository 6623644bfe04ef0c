import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buyEsim } from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

// Issue 25 part 6, "buying the right thing", and the refund rules shown before buying.
const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();
const FRANCE = '/france-mobile-esim-plans';
const EUROPE = '/europe-mobile-esim-plans';
const PARIS = { latitude: 48.85, longitude: 2.35 };
const LONDON = { latitude: 51.51, longitude: -0.13 };

/** A fresh browser located at `where` (geolocation granted), closed whatever the test does. */
async function travellerAt(
  where: { latitude: number; longitude: number },
  test: (page: Page, context: BrowserContext) => Promise<void>,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const context = await browser().newContext({
    viewport,
    locale: 'en-GB',
    geolocation: where,
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  try {
    await test(page, context);
  } finally {
    await context.close();
  }
}

const cardNamed = (page: Page, name: string) =>
  page.getByTestId('bundle-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Every call the page makes to create an order. */
function orderPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/orders')
      posts.push(request.url());
  });
  return posts;
}

describe('"Are you travelling to …?" before buying the plan of the country the traveller is in', () => {
  const question = (page: Page) =>
    page.getByRole('dialog', { name: 'Are you travelling to France?' });

  it.each([VIEWPORTS.phone, VIEWPORTS.desktop])(
    'blocks the purchase until answered; "no" opens the destinations and orders nothing ($width px)',
    async (viewport) => {
      await travellerAt(
        PARIS,
        async (page) => {
          const posts = orderPosts(page);
          await page.goto(`${base()}${FRANCE}`);
          await cardNamed(page, 'France 5 GB 30 days').getByTestId('buy-now').click();
          await question(page).waitFor();
          expect(await page.getByRole('dialog', { name: /Where should we send/ }).count()).toBe(0);
          expect(await accessibilityViolations(page)).toEqual([]);
          await question(page)
            .getByRole('button', { name: 'No, choose another destination' })
            .click();
          await page.waitForURL('**/esim-list');
          expect(posts).toEqual([]);
        },
        viewport,
      );
    },
  );

  it('"yes" goes on to the guest details; Escape leaves it unanswered and buys nothing', async () => {
    await travellerAt(PARIS, async (page) => {
      const posts = orderPosts(page);
      await page.goto(`${base()}${FRANCE}`);
      const buy = cardNamed(page, 'France 5 GB 30 days').getByTestId('buy-now');
      await buy.click();
      await question(page).waitFor();
      // Keyboard only: the dialog holds focus, Escape closes it and the traveller stays put.
      await page.keyboard.press('Escape');
      await question(page).waitFor({ state: 'detached' });
      await page.getByTestId('purchase-overlay').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(FRANCE);
      await buy.click();
      await question(page).getByRole('button', { name: 'Yes, continue' }).click();
      await page.getByRole('dialog', { name: 'Where should we send your eSIM?' }).waitFor();
      expect(posts).toEqual([]);
    });
  });

  it('asks nothing when the traveller is somewhere else', async () => {
    await travellerAt(LONDON, async (page) => {
      await page.goto(`${base()}${FRANCE}`);
      await cardNamed(page, 'France 5 GB 30 days').getByTestId('buy-now').click();
      await page.getByRole('dialog', { name: 'Where should we send your eSIM?' }).waitFor();
      expect(await question(page).count()).toBe(0);
    });
  });

  it('asks in Vietnamese on /vi pages, with the country named in Vietnamese', async () => {
    await travellerAt(PARIS, async (page) => {
      await page.goto(`${base()}/vi${FRANCE}`);
      await page.getByTestId('buy-now').first().click();
      await page.getByRole('dialog', { name: 'Bạn có đang đi du lịch đến Pháp không?' }).waitFor();
    });
  });
});

describe('a country with a near name, once more before paying', () => {
  it('names Austria with its flag on the checkout, and says it is not Australia', async () => {
    await travellerAt(LONDON, async (page, context) => {
      const { orderId } = await buyEsim(context.request, base(), {
        pay: false,
        bundleId: 'bndl_at_5gb_30d',
      });
      await page.goto(`${base()}/checkout/${orderId}`);
      const notice = page.getByTestId('near-name-notice');
      expect(await notice.getByText('You are buying data for Austria').isVisible()).toBe(true);
      expect(await notice.textContent()).toContain('Not Australia.');
      expect(await notice.locator('img[src="/flags/4x3/at.webp"]').count()).toBe(1);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  it('shows nothing for a country without one', async () => {
    await travellerAt(LONDON, async (page, context) => {
      const { orderId } = await buyEsim(context.request, base(), { pay: false });
      await page.goto(`${base()}/checkout/${orderId}`);
      await page.getByTestId('order-summary').waitFor();
      expect(await page.getByTestId('near-name-notice').count()).toBe(0);
    });
  });
});

describe('a regional plan card says where it works and which neighbours it misses', () => {
  it('lists every country, expands by keyboard, and names popular neighbours not covered', async () => {
    await travellerAt(LONDON, async (page) => {
      await page.goto(`${base()}${EUROPE}`);
      const card = page.getByTestId('bundle-card').first();
      const coverage = card.getByTestId('bundle-coverage');
      expect(await coverage.textContent()).toMatch(/Works in \d+ countries: .+ and \d+ more/);
      const all = coverage.getByTestId('bundle-coverage-all');
      expect(await all.isVisible()).toBe(false);
      const showAll = coverage.getByText(/^Show all \d+ countries$/);
      await showAll.focus();
      await page.keyboard.press('Enter');
      await all.waitFor({ state: 'visible' });
      const names = (await all.textContent())!.split(', ');
      expect(names).toEqual(expect.arrayContaining(['Austria', 'France', 'Spain', 'Iceland']));
      const heading = await coverage.textContent();
      expect(heading).toContain(`Works in ${names.length} countries`);
      const missed = card.getByTestId('bundle-not-covered');
      expect(await missed.textContent()).toMatch(/^Not covered nearby: .*Morocco/);
      expect(await missed.getByRole('link', { name: 'Morocco' }).getAttribute('href')).toBe(
        '/morocco-mobile-esim-plans',
      );
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  it('shows the same on a country page’s regional plans, but not on its own plans', async () => {
    await travellerAt(LONDON, async (page) => {
      await page.goto(`${base()}${FRANCE}`);
      const europe = page.getByTestId('plan-section-region-europe').getByTestId('bundle-card');
      expect(await europe.first().getByTestId('bundle-not-covered').textContent()).toContain(
        'Morocco',
      );
      const own = page.getByTestId('plan-section-own-plans');
      expect(await own.getByTestId('bundle-coverage').count()).toBe(0);
    });
  });
});

describe('the refund rules on every plan page, before the Buy buttons', () => {
  for (const path of [FRANCE, EUROPE]) {
    it(`are on ${path}, above the first plan`, async () => {
      await travellerAt(
        LONDON,
        async (page) => {
          await page.goto(`${base()}${path}`);
          const rules = page.getByTestId('refund-rules');
          expect(await rules.textContent()).toContain(
            'An eSIM you have never installed can be refunded by you within 30 days of purchase, to the original payment method.',
          );
          expect(await rules.textContent()).toContain('Once an eSIM is installed');
          expect(await rules.getByRole('link', { name: 'Read the refund policy' }).count()).toBe(1);
          const [rulesBox, buyBox] = [
            await rules.boundingBox(),
            await page.getByTestId('buy-now').first().boundingBox(),
          ];
          expect(rulesBox!.y).toBeLessThan(buyBox!.y);
          expect(await accessibilityViolations(page)).toEqual([]);
        },
        VIEWPORTS.phone,
      );
    });
  }

  it('are in Vietnamese on /vi pages', async () => {
    await travellerAt(LONDON, async (page) => {
      await page.goto(`${base()}/vi${FRANCE}`);
      expect(await page.getByTestId('refund-rules').textContent()).toContain(
        'trong vòng 30 ngày kể từ khi mua',
      );
    });
  });
});
