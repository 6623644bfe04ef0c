import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  payWithTheSandboxCard,
  reopenOffline as reopenOfflineWith,
} from './support/booking-journey';
import { VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 4's acceptance, as one traveller does it: from the home page to a paid plan with the
 * sandbox card, the QR code and install links, the eSIM in the order history, the receipt in the
 * outbox, and the eSIM page again with the network switched off.
 */
const browser = sharedBrowserForFile();
const base = () => inject('webBaseUrl');
// In London: buying France's plan from France first asks "Are you travelling to France?" (issue
// 25, buying-right-thing.e2e.test.ts), which these journeys do not go through.
const LONDON = { latitude: 51.51, longitude: -0.13 };
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

async function dismissWelcome(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome to Tern' });
  await welcome.waitFor();
  await welcome.getByRole('button', { name: 'Close' }).click();
  await welcome.waitFor({ state: 'hidden' });
}

async function findFranceFromTheHero(page: Page) {
  await page.getByRole('combobox', { name: 'Search destinations' }).fill('France');
  await page
    .getByRole('option', { name: /France/ })
    .first()
    .click();
  await page.waitForURL('**/france-mobile-esim-plans');
}

async function buyAsGuest(page: Page, email: string): Promise<string> {
  const card = page
    .getByTestId('bundle-card')
    .filter({ has: page.getByRole('heading', { name: 'France 5 GB 30 days', exact: true }) });
  await card.getByTestId('buy-now').click();
  const dialog = page.getByRole('dialog', { name: 'Where should we send your eSIM?' });
  await dialog.getByLabel('Full name').fill('Sam Traveller');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Country calling code').selectOption('GB');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('7911 123456');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/checkout/(${UUID})/?\\?paymentGateway=sandbox$`));
  return new URL(page.url()).pathname.match(new RegExp(UUID))?.[0] ?? '';
}

/** The total the checkout shows, e.g. "€5.97" or "US$6.49". */
const checkoutTotal = async (page: Page) =>
  (await page.getByTestId('summary-price').textContent())?.trim() ?? '';

async function expectDeliveredEsim(page: Page) {
  // Provisioning is a background job: the page shows "preparing" and swaps in the eSIM.
  await page
    .getByRole('img', { name: 'QR code to install your France eSIM' })
    .waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('esim-activation-code').textContent()).toMatch(/\S{6,}/);
  const ios = await page.getByTestId('install-ios-link').getAttribute('href');
  expect(ios).toMatch(/^https:\/\/esimsetup\.apple\.com\/esim_qrcode_provisioning\?carddata=/);
  expect(decodeURIComponent(ios ?? '')).toContain('LPA:1$');
  expect(await page.getByTestId('install-android-link').getAttribute('href')).toBeTruthy();
}

async function findInOrderHistory(page: Page, orderId: string) {
  await page.goto(`${base()}/profile?orderHistory=true`);
  const card = page.locator(`[data-testid="ordered-esim"][data-order-id="${orderId}"]`);
  expect(await card.getByRole('heading').textContent()).toBe('France');
  expect(await card.getByTestId('ordered-esim-data').textContent()).toBe('5 GB');
  await card.getByRole('link', { name: 'View eSIM: France' }).click();
  await page.waitForURL(`**/esims/${orderId}`);
}

async function findReceiptInOutbox(context: BrowserContext, email: string, orderId: string) {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`${base()}/dev/mailbox`);
    const receipt = mailbox
      .getByRole('listitem')
      .filter({ hasText: email })
      .filter({ hasText: 'Your Tern eSIM is ready' });
    await receipt.getByRole('link').click();
    const body = await mailbox.locator('iframe[title="E-mail body"]').getAttribute('srcdoc');
    expect(body).toContain(`/esims/${orderId}`);
    expect(body).toContain('data:image/png;base64');
  } finally {
    await mailbox.close();
  }
}

const reopenOffline = (context: BrowserContext, page: Page) =>
  reopenOfflineWith(context, page, async () => {
    await page.getByRole('img', { name: 'QR code to install your France eSIM' }).waitFor();
    expect(await page.getByTestId('esim-activation-code').textContent()).toMatch(/\S{6,}/);
  });

const JOURNEYS = [
  { viewport: VIEWPORTS.phone, currency: 'USD', symbol: 'US$' },
  { viewport: VIEWPORTS.desktop, currency: 'USD', symbol: 'US$' },
  // Issue 8: a traveller who browses in euros is charged in euros.
  { viewport: VIEWPORTS.phone, currency: 'EUR', symbol: '€' },
] as const;

describe('a traveller buys an eSIM from the home page (issue 4 acceptance)', () => {
  for (const { viewport, currency, symbol } of JOURNEYS) {
    it(`as a guest with the sandbox card, in ${currency}, at ${viewport.width} px`, async () => {
      const context = await browser().newContext({
        viewport,
        locale: 'en-GB',
        geolocation: LONDON,
        permissions: ['geolocation'],
      });
      // The currency picker's cookie, as if the traveller had chosen it on an earlier visit.
      await context.addCookies([
        { name: 'tern_currency', value: currency, url: base(), sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      const email = `journey-${currency}-${viewport.width}-${Date.now()}@example.com`;
      try {
        await page.goto(`${base()}/`);
        await dismissWelcome(page);
        await findFranceFromTheHero(page);
        const orderId = await buyAsGuest(page, email);
        const shown = await checkoutTotal(page);
        expect(shown.startsWith(symbol), shown).toBe(true);
        await payWithTheSandboxCard(page, orderId, { holder: 'Sam Traveller', landsOn: 'esims' });
        const { order } = (
          await (await page.request.get(`${base()}/api/v1/orders/${orderId}`)).json()
        ).data;
        expect(order.total.currencyCode).toBe(currency);
        await expectDeliveredEsim(page);
        await findInOrderHistory(page, orderId);
        await findReceiptInOutbox(context, email, orderId);
        await reopenOffline(context, page);
      } finally {
        await context.close();
      }
    });
  }
});
