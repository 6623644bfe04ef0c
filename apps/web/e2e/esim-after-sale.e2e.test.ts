import type { EsimUsage, Order, SimulateEsimBody } from '@tern/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buyEsim,
  type EsimDelivery,
  inBrowserOf,
  post,
  SANDBOX_CARD,
  waitForEsim,
} from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { hydrated, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const base = () => inject('webBaseUrl');
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const browser = sharedBrowserForFile();

/** A traveller with one delivered France eSIM (5 GB, 30 days), located in Paris. */
interface Owner {
  context: BrowserContext;
  order: Order;
  esim: EsimDelivery;
}

async function newOwner(): Promise<Owner> {
  const context = await browser().newContext({
    viewport: VIEWPORTS.desktop,
    locale: 'en-GB',
    geolocation: PARIS,
    permissions: ['geolocation'],
  });
  const { orderId } = await buyEsim(context.request, base());
  return { context, ...(await waitForEsim(context.request, base(), orderId)) };
}

/** A new owner for one test (an eSIM of their own to refund or lose), closed afterwards. */
async function withNewOwner(test: (owner: Owner) => Promise<void>) {
  const fresh = await newOwner();
  try {
    await test(fresh);
  } finally {
    await fresh.context.close();
  }
}

/**
 * The dev-only simulator control, as a developer on this machine calls it: on the API itself,
 * since the web origin never forwards /api/v1/dev/*. Then the usage job's next pass (a second
 * here), seen through the owner's own usage call.
 */
async function simulate(owner: Owner, body: SimulateEsimBody) {
  const url = `${inject('apiBaseUrl')}/v1/dev/simulator/esims/${owner.esim.iccid}`;
  const since = Date.now();
  const response = await owner.context.request.post(url, {
    data: body,
    headers: { 'x-site-id': 'tern-web' },
  });
  if (!response.ok())
    throw new Error(`POST ${url} → ${response.status()} ${await response.text()}`);
  await expect
    .poll(async () => Date.parse((await usageOf(owner)).readAt ?? '') >= since)
    .toBe(true);
}

/** The owner's own usage call, as the app makes it. */
async function usageOf(owner: Owner): Promise<EsimUsage> {
  const url = `${base()}/api/v1/esims/${owner.esim.iccid}/usage`;
  return ((await (await owner.context.request.get(url)).json()) as { data: EsimUsage }).data;
}

const onPage = (
  owner: Owner,
  path: string,
  test: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
) => inBrowserOf(owner.context, `${base()}${path}`, test, viewport);

let owner: Owner;
beforeAll(async () => {
  owner = await newOwner();
});
afterAll(async () => {
  await owner?.context.close();
});

describe('usage on the eSIM page', () => {
  it('says it is not installed yet, with the refund rule and the top-ups on offer', () =>
    onPage(owner, `/esims/${owner.order.id}`, async (page) => {
      const usage = page.getByTestId('esim-usage');
      expect(await usage.getAttribute('data-state')).toBe('not_installed');
      expect(await page.getByTestId('esim-usage-state').textContent()).toBe('Not installed');
      expect(await usage.textContent()).toContain('Networks report usage up to 2 hours late');
      expect(await page.getByTestId('esim-bundle').count()).toBe(1);
      const refund = page.getByTestId('self-refund');
      expect(await refund.textContent()).toContain(
        'An eSIM never installed can be refunded within 30 days of purchase',
      );
      await refund.getByRole('button', { name: 'Refund this eSIM' }).waitFor();
      expect(await page.getByTestId('top-up-offer').count()).toBeGreaterThan(1);
      await page.getByRole('button', { name: 'Issue it again' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('shows data used and left once the simulator has it on a phone, and no refund', async () => {
    await simulate(owner, { installed: true, usedMb: 2000 });
    for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop])
      await onPage(
        owner,
        `/esims/${owner.order.id}`,
        async (page) => {
          expect(await page.getByTestId('esim-usage').getAttribute('data-state')).toBe('active');
          expect(await page.getByTestId('esim-bundle-left').textContent()).toBe(
            '3 GB of 5 GB left',
          );
          await page.getByRole('progressbar', { name: /Data left on France/ }).waitFor();
          expect(await page.getByTestId('esim-usage-read-at').textContent()).toMatch(
            /Figures read/,
          );
          expect(await page.getByTestId('self-refund-closed').textContent()).toMatch(
            /installed on a phone/,
          );
          expect(await page.getByRole('button', { name: 'Refund this eSIM' }).count()).toBe(0);
          expect(await accessibilityViolations(page)).toEqual([]);
        },
        viewport,
      );
    await onPage(owner, '/profile?orderHistory=true', async (page) => {
      const card = page.locator(`[data-testid="ordered-esim"][data-order-id="${owner.order.id}"]`);
      expect(await card.getByTestId('ordered-esim-status').textContent()).toBe('Active');
      await card.getByRole('progressbar', { name: /Data left/ }).waitFor();
      expect(await card.textContent()).toMatch(/Read .*up to 2 hours behind the network/);
      // The history offers more data for the eSIM too, on its page's top-up section.
      expect(await card.getByRole('link', { name: 'Top up: France' }).getAttribute('href')).toBe(
        `/esims/${owner.order.id}#top-up`,
      );
    });
  });
});

describe('top-ups', () => {
  it.each([
    { ...VIEWPORTS.phone, early: true },
    { ...VIEWPORTS.desktop, early: false },
  ])(
    'adds a plan to this eSIM through the one checkout, with its own page ($width px, tapped before hydration: $early)',
    async ({ early, ...viewport }) => {
      let topUpOrder = '';
      const bundlesBefore = (await usageOf(owner)).bundles.length;
      let plan = '';
      // The owner's session on a phone that has not opened Tern before (the usage alert e-mail
      // links here): no service worker serves the scripts, so they can be held back below.
      const context = await browser().newContext({
        viewport,
        locale: 'en-GB',
        geolocation: PARIS,
        permissions: ['geolocation'],
        storageState: await owner.context.storageState(),
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      try {
        if (early) {
          // The page's scripts arrive late, as on a slow phone: the tap lands before hydration
          // and must be held for it, not followed as the plain link (back to this page's #top-up).
          await page.route('**/_next/static/chunks/**', async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 1500));
            await route.continue();
          });
        }
        await page.goto(`${base()}/esims/${owner.order.id}#top-up`, {
          waitUntil: 'domcontentloaded',
        });
        if (early) expect(await page.locator('html').getAttribute('data-hydrating')).toBe('');
        else await hydrated(page);
        // The country's own plans come first (smallest first), then the regions covering it.
        const offer = page.getByTestId('top-up-offer').first();
        plan = (await offer.locator('p').first().textContent()) ?? '';
        expect(plan).toMatch(/^France /);
        await offer.getByRole('link', { name: `Add ${plan} to this eSIM`, exact: false }).click();
        await page.waitForURL(/\/checkout\/[0-9a-f-]{36}/);
        topUpOrder = /\/checkout\/([0-9a-f-]{36})/.exec(page.url())![1]!;
        const summary = page.getByTestId('order-summary');
        await summary.getByText('Top-up for').waitFor();
        expect(await summary.textContent()).toContain(owner.esim.iccid);
        expect(await summary.getByTestId('summary-plan').textContent()).toContain(plan);
      } finally {
        await context.close();
      }
      await post(
        owner.context.request,
        `${base()}/api/v1/orders/${topUpOrder}/payments/sandbox`,
        SANDBOX_CARD,
      );
      await onPage(
        owner,
        `/esims/${topUpOrder}`,
        async (page) => {
          expect(await page.getByTestId('topup-title').textContent()).toBe(
            'Top-up for your France eSIM',
          );
          await page.getByTestId('topup-added').waitFor();
          await page.getByRole('link', { name: 'Back to your France eSIM' }).click();
          await page.waitForURL(`**/esims/${owner.order.id}`);
          // The top-up is one more plan on the same eSIM.
          const added = page.getByTestId('esim-bundle').nth(bundlesBefore);
          await added.waitFor();
          expect(await added.textContent()).toContain('Top-up');
          expect(await accessibilityViolations(page)).toEqual([]);
        },
        viewport,
      );
    },
  );
});

describe('refunds and lost eSIMs', () => {
  it.each([VIEWPORTS.phone, VIEWPORTS.desktop])(
    'refunds a never-installed eSIM in one click with a reason ($width px)',
    (viewport) =>
      withNewOwner(async (fresh) => {
        await onPage(
          fresh,
          `/esims/${fresh.order.id}`,
          async (page) => {
            await page.getByRole('button', { name: 'Refund this eSIM' }).click();
            const dialog = page.getByRole('dialog', { name: 'Refund this eSIM?' });
            await dialog.getByRole('radio', { name: 'I chose the wrong plan' }).check();
            expect(await accessibilityViolations(page)).toEqual([]);
            await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
            await page.getByTestId('esim-refunded').waitFor();
          },
          viewport,
        );
        const { data } = await (
          await fresh.context.request.get(`${base()}/api/v1/orders/${fresh.order.id}`)
        ).json();
        expect(data.order.refunds).toEqual([
          expect.objectContaining({ reason: 'traveller_cancelled', travellerReason: 'wrong_plan' }),
        ]);
      }),
  );

  it('issues a lost eSIM again with a new activation code', () =>
    withNewOwner(async (fresh) => {
      await onPage(
        fresh,
        `/esims/${fresh.order.id}`,
        async (page) => {
          const before = await page.getByTestId('esim-activation-code').textContent();
          await page.getByRole('button', { name: 'Issue it again' }).click();
          await page.getByTestId('reissue-outcome').waitFor();
          await expect
            .poll(() => page.getByTestId('esim-activation-code').textContent())
            .not.toBe(before);
        },
        VIEWPORTS.phone,
      );
    }));
});
