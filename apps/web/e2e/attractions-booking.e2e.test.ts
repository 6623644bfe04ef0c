import { addDays, localDateTime } from '@tern/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import {
  checkoutAsGuest as checkoutAsGuestWith,
  payWithTheSandboxCard,
  reopenOffline as reopenOfflineWith,
} from './support/booking-journey';
import { VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 22's booking, as one traveller does it: the event page's calendar, a time, tickets and
 * the lead name → the server's total → the one checkout as a guest → sandbox card → the ticket
 * page with a QR code per ticket → the same page with no connection → the profile's tickets →
 * free cancellation. No location is granted: tickets need none.
 */
const browser = sharedBrowserForFile();
const base = () => inject('webBaseUrl');
const shots = process.env.ATTRACTION_SCREENSHOTS;
const NAME = 'Eiffel Tower summit access';

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function newTraveller(viewport: { width: number; height: number }) {
  const context = await browser().newContext({ viewport, locale: 'en-GB' });
  // The welcome modal was seen an hour ago, so it does not cover the page.
  await context.addInitScript(() => {
    localStorage.setItem('showWelcomeModal', String(Date.now() + 11 * 60 * 60 * 1000));
  });
  return { context, page: await context.newPage() };
}

/** Three days ahead in Paris, well before the 24-hour line, so cancelling stays free. */
async function chooseVisit(page: Page, slot: number) {
  await page.goto(`${base()}/events/eiffel-tower-summit`);
  await page.locator('#booking').scrollIntoViewIfNeeded();
  const grid = page.getByRole('grid');
  await grid.waitFor();
  const date = addDays(localDateTime('Europe/Paris', new Date()).date, 3);
  const cell = grid.locator(`[data-date="${date}"]`);
  while ((await cell.count()) === 0) await page.getByRole('button', { name: 'Next month' }).click();
  await cell.click();
  const times = page.getByRole('group', { name: /^Times on / });
  const radio = times.getByRole('radio').nth(slot);
  await radio.check({ force: true });
  const time = (await radio.getAttribute('value')) ?? '';
  await page.getByRole('button', { name: 'Add one Child ticket' }).click();
  await page.getByTestId('quote-total').filter({ hasText: 'US$39.00' }).waitFor();
  // The rule is said beside the total, before paying.
  expect(await page.getByTestId('booking-cancellation').textContent()).toBe(
    'Free cancellation until 24 hours before your visit.',
  );
  // "Continue" asks for the lead traveller's name first.
  await page.getByTestId('continue-disabled').click();
  await page.getByText('Enter the lead traveller’s full name.').waitFor();
  await page.getByLabel('Lead traveller’s full name').fill('An Nguyen');
  return { date, time };
}

async function checkoutAsGuest(page: Page, email: string): Promise<string> {
  await page.getByTestId('booking-panel').getByTestId('buy-now').click();
  // Its words name what this order sends: tickets.
  const dialog = 'Where should we send your tickets?';
  await page
    .getByRole('dialog', { name: dialog })
    .getByText('Where we send your tickets', { exact: true })
    .waitFor();
  return checkoutAsGuestWith(page, { dialog, email, name: 'An Nguyen' });
}

const adultQr = (page: Page) =>
  page.getByRole('img', { name: 'Adult ticket 1 of 1 for An Nguyen' });

const reopenOffline = (context: BrowserContext, page: Page) =>
  reopenOfflineWith(context, page, async () => {
    await adultQr(page).waitFor();
    expect(await page.getByTestId('ticket-lead').textContent()).toBe('An Nguyen');
  });

const JOURNEYS = [
  { name: 'phone', viewport: VIEWPORTS.phone, slot: 0 },
  { name: 'desktop', viewport: VIEWPORTS.desktop, slot: 1 },
] as const;

describe('a traveller books an attraction and carries the tickets (issue 22)', () => {
  for (const { name, viewport, slot } of JOURNEYS) {
    it(`from the event page to cancelled tickets, at ${viewport.width} px`, async () => {
      const { context, page } = await newTraveller(viewport);
      const email = `tickets-${name}-${Date.now()}@example.com`;
      try {
        const { date, time } = await chooseVisit(page, slot);
        await shot(page, `booking-panel-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);

        const orderId = await checkoutAsGuest(page, email);
        const summary = page.getByTestId('order-summary');
        expect(await summary.getByTestId('summary-attraction').textContent()).toBe(NAME);
        expect(await summary.getByTestId('summary-tickets').textContent()).toBe('1 adult, 1 child');
        expect(await summary.getByTestId('summary-time').textContent()).toBe(time);
        expect(await summary.getByTestId('summary-lead').textContent()).toBe('An Nguyen');
        await shot(page, `booking-checkout-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);

        await payWithTheSandboxCard(page, orderId, { holder: 'An Nguyen', landsOn: 'tickets' });
        // Booking with the attraction is a background job: the page swaps in the QR codes.
        await adultQr(page).waitFor({ timeout: 30_000 });
        await page.getByRole('img', { name: 'Child ticket 1 of 1 for An Nguyen' }).waitFor();
        await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
        expect(await page.getByTestId('ticket-status').textContent()).toBe('Valid');
        expect(await page.getByTestId('ticket-time').textContent()).toMatch(
          new RegExp(`^${time} \\(GMT\\+\\d\\)$`),
        );
        expect(await page.getByTestId('ticket-units').textContent()).toBe('1 adult, 1 child');
        expect(await page.getByTestId('order-charged').textContent()).toMatch(
          /^US\$39\.00 · Visa ending in 4242$/,
        );
        const calendar = await page.getByTestId('add-to-calendar').getAttribute('href');
        const ics = decodeURIComponent(
          (calendar ?? '').replace(/^data:text\/calendar;charset=utf-8,/, ''),
        );
        expect(ics).toContain(`SUMMARY:${NAME}`);
        expect(ics).toMatch(new RegExp(`DTSTART:${date.replaceAll('-', '')}T\\d{6}Z`));
        await page
          .getByText(/^Free cancellation until .+ \(local time\), 24 hours before your visit\./)
          .waitFor();
        await page.getByTestId('ticket-free-data').waitFor();
        await shot(page, `tickets-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);

        await reopenOffline(context, page);

        // The eSIM page's address of this order leads to its ticket page.
        await page.goto(`${base()}/esims/${orderId}`);
        await page.waitForURL(`**/tickets/${orderId}`);

        await page.goto(`${base()}/profile`);
        const listed = page.getByTestId('profile-ticket').filter({ hasText: NAME });
        await listed.first().waitFor();
        await shot(page, `profile-tickets-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);
        await listed
          .first()
          .getByRole('link', { name: `Open tickets: ${NAME}` })
          .click();
        await page.waitForURL(`**/tickets/${orderId}`);

        if (name === 'desktop') {
          await page.goto(`${base()}/vi/tickets/${orderId}`);
          await page.getByText('Vé tham quan').first().waitFor();
          await page.getByRole('img', { name: /^Vé Người lớn 1\/1 của An Nguyen$/ }).waitFor();
          await shot(page, `tickets-vi-${name}`);
          expect(await accessibilityViolations(page)).toEqual([]);
          await page.goto(`${base()}/tickets/${orderId}`);
        }

        // Free cancellation: confirm in a dialog loaded when it opens, then the tickets are void.
        await page.getByTestId('cancel-booking').click();
        const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
        await dialog.getByText(/Your tickets stop working and US\$39\.00 is refunded/).waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        await dialog.getByTestId('confirm-cancel').click();
        await page.getByTestId('ticket-status').filter({ hasText: 'Cancelled' }).waitFor();
        await expect(adultQr(page).count()).resolves.toBe(0);
        await expect(page.getByTestId('cancel-booking').count()).resolves.toBe(0);
        await page.getByText(/^Cancelled on .+ The tickets no longer work\.$/).waitFor();
        expect(await page.getByTestId('refund').textContent()).toMatch(
          /^.+ (is on its way to your card\.|was refunded to your card on .+\.)/,
        );
        await shot(page, `tickets-cancelled-${name}`);
      } finally {
        await context.close();
      }
      // A whole journey with a payment and a refund on a shared machine.
    }, 180_000);
  }

  it('tickets that are not yours, or of no order, are a 404', async () => {
    const { context, page } = await newTraveller(VIEWPORTS.phone);
    try {
      const response = await page.goto(`${base()}/tickets/6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f`);
      expect(response?.status()).toBe(404);
    } finally {
      await context.close();
    }
  });
});
