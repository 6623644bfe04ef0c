import type { Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyEsim,
  cancelOrder,
  esimLine,
  getOrder,
  waitForEsim,
  waitForOrder,
} from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { openPage, VIEWPORTS } from './support/chromium';
import { startFakeWholesaler } from './support/fake-wholesaler';
import { LEGACY_PRICE } from './support/legacy-blanking-proxy';
import { startPrivateStore } from './support/private-store';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 21: the web renders an order from its lines, total, payment and refunds only. This
 * store's web reads the API through a proxy that blanks every order's legacy `bundle`, `esim`
 * and `price` (an absurd price where the contract wants one), and buys eSIMs from a fake
 * wholesaler that can be taken down, so delivery gives up on the first failure and the line is
 * refunded.
 */
const browser = sharedBrowserForFile();
let wholesaler: Awaited<ReturnType<typeof startFakeWholesaler>>;
let store: Awaited<ReturnType<typeof startPrivateStore>>;
const LEGACY_AMOUNT = /999,?999/;

beforeAll(async () => {
  wholesaler = await startFakeWholesaler();
  store = await startPrivateStore({
    apiEnv: {
      ESIM_PROVIDER_URL: wholesaler.url,
      ESIM_PROVIDER_API_KEY: 'e2e',
      PROVISION_MAX_ATTEMPTS: '1',
    },
    blankLegacyOrderFields: true,
  });
});

afterAll(async () => {
  await store?.stop();
  await wholesaler?.close();
});

type Viewport = { width: number; height: number };

async function traveller(
  test: (page: Page) => Promise<void>,
  viewport: Viewport = VIEWPORTS.desktop,
) {
  const { context, page } = await openPage(browser());
  try {
    await page.setViewportSize(viewport);
    await test(page);
  } finally {
    await context.close();
  }
}

describe('order pages read lines, total, payment and refunds only', () => {
  it('the proxy really blanks the legacy fields', () =>
    traveller(async (page) => {
      const { orderId } = await buyEsim(page.request, store.webUrl, { pay: false });
      const order = await getOrder(page.request, store.webUrl, orderId);
      expect(order).toMatchObject({ bundle: null, esim: null, price: LEGACY_PRICE });
    }));

  it('the eSIM page shows the delivered eSIM from its line', () =>
    traveller(async (page) => {
      const { orderId } = await buyEsim(page.request, store.webUrl);
      const { order, esim } = await waitForEsim(page.request, store.webUrl, orderId);
      await page.goto(`${store.webUrl}/esims/${orderId}`);
      expect(await page.getByTestId('esim-title').textContent()).toBe('France eSIM');
      await page.getByRole('img', { name: 'QR code to install your France eSIM' }).waitFor();
      expect(await page.getByTestId('esim-activation-code').textContent()).toBe(esim.matchingId);
      expect(await page.getByTestId('esim-iccid').textContent()).toBe(esim.iccid);
      expect(await page.getByTestId('esim-data').textContent()).toBe('5 GB');
      expect(await page.getByTestId('order-charged').textContent()).toBe(
        `US$${order.total.amount.toFixed(2)} · Visa ending in 4242`,
      );
      expect(await page.locator('main').textContent()).not.toMatch(LEGACY_AMOUNT);
    }));

  it('the checkout and the payment page show the order’s total', () =>
    traveller(async (page) => {
      const { orderId } = await buyEsim(page.request, store.webUrl, { pay: false });
      const { total } = await getOrder(page.request, store.webUrl, orderId);
      const amount = `US$${total.amount.toFixed(2)}`;
      await page.goto(`${store.webUrl}/checkout/${orderId}`);
      expect(await page.getByTestId('summary-price').textContent()).toBe(amount);
      expect(await page.getByTestId('pay-button').textContent()).toBe(`Pay ${amount}`);
      await page.goto(`${store.webUrl}/pay/sandbox/${orderId}`);
      expect(await page.getByTestId('pay-amount').textContent()).toBe(amount);
      await page.getByText('Tern eSIM · France 5 GB 30 days').waitFor();
      expect(await page.locator('main').textContent()).not.toMatch(LEGACY_AMOUNT);
    }));
});

describe('an eSIM that could not be delivered', () => {
  let orderId = '';
  let cookies: Cookie[] = [];

  beforeAll(async () => {
    const { context } = await openPage(browser());
    wholesaler.state.down = true;
    try {
      ({ orderId } = await buyEsim(context.request, store.webUrl));
      // Given up on the first failure, refunded in the ledger, then settled by the gateway.
      await waitForOrder(
        context.request,
        store.webUrl,
        orderId,
        (order) => order.refunds[0]?.status === 'succeeded',
      );
      cookies = await context.cookies();
    } finally {
      wholesaler.state.down = false;
      await context.close();
    }
  });

  const asOwner = (
    path: string,
    test: (page: Page) => Promise<void>,
    viewport: Viewport = VIEWPORTS.desktop,
  ) =>
    traveller(async (page) => {
      await page.context().addCookies(cookies);
      await page.goto(`${store.webUrl}${path}`);
      await test(page);
    }, viewport);

  it('says it was refunded, when, and how much, instead of "preparing"', () =>
    asOwner(`/esims/${orderId}`, async (page) => {
      const order = await getOrder(page.request, store.webUrl, orderId);
      expect(order.status).toBe('refunded');
      expect(esimLine(order).status).toBe('refunded');
      await page.getByRole('heading', { name: 'We could not deliver this eSIM' }).waitFor();
      expect(await page.getByTestId('esim-status').textContent()).toBe('Refunded');
      expect(await page.getByTestId('esim-preparing').count()).toBe(0);
      const refund = page.getByTestId('refund');
      expect(await refund.getAttribute('data-status')).toBe('succeeded');
      expect(await refund.textContent()).toMatch(
        new RegExp(
          `^US\\$${order.total.amount.toFixed(2)} was refunded to your card on .+\\d{4}\\.$`,
        ),
      );
      expect(await page.getByTestId('order-charged').textContent()).toMatch(
        /^US\$\d+\.\d\d · Visa/,
      );
      expect(await page.getByRole('link', { name: 'See France plans' }).getAttribute('href')).toBe(
        '/france-mobile-esim-plans',
      );
    }));

  for (const viewport of [VIEWPORTS.phone, VIEWPORTS.desktop]) {
    it(`has no accessibility violations at ${viewport.width} px`, () =>
      asOwner(
        `/esims/${orderId}`,
        async (page) => {
          await page.getByTestId('esim-refunded').waitFor();
          expect(await accessibilityViolations(page)).toEqual([]);
        },
        viewport,
      ));
  }

  it('says it in Vietnamese under /vi', () =>
    asOwner(`/vi/esims/${orderId}`, async (page) => {
      await page.getByRole('heading', { name: 'Chúng tôi không thể cung cấp eSIM này' }).waitFor();
      expect(await page.getByTestId('refund').textContent()).toMatch(
        /đã được hoàn về thẻ của bạn vào ngày/,
      );
    }));
});

describe('an order cancelled before it was paid', () => {
  it('says so on its page, offers to start again, and has nothing left to pay', () =>
    traveller(async (page) => {
      const { orderId } = await buyEsim(page.request, store.webUrl, { pay: false });
      await cancelOrder(page.request, store.webUrl, orderId);
      await page.goto(`${store.webUrl}/checkout/${orderId}`);
      await page.waitForURL(`**/esims/${orderId}`);
      await page.getByRole('heading', { name: 'This order was cancelled' }).waitFor();
      expect(await page.getByTestId('esim-status').textContent()).toBe('Cancelled');
      expect(await page.getByTestId('order-charged').count()).toBe(0);
      expect(await page.getByTestId('start-again').getAttribute('href')).toBe(
        '/france-mobile-esim-plans',
      );
      expect(await accessibilityViolations(page)).toEqual([]);
    }, VIEWPORTS.phone));
});
