import { addDays, localDateTime } from '@tern/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { buyEsim, getOrder, post, signInAsNewGuest } from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { payWithTheSandboxCard } from './support/booking-journey';
import { hydrated, openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 23's discount codes at checkout, on the shared store and its demo codes: TRAVEL10 (10%
 * off any order) on an eSIM and on a lounge pass, taken off again and paid; APP10 refused on
 * the web in the server's words. The free-order path is in admin.e2e.test.ts, where an admin
 * makes the 100%-off code it needs.
 */
const browser = sharedBrowserForFile();
const base = () => inject('webBaseUrl');
const shots = process.env.E2E_SCREENSHOTS;

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const summary = (page: Page) => page.getByTestId('order-summary');
const total = (page: Page) => summary(page).getByTestId('summary-price');
const discountRows = (page: Page) => summary(page).getByTestId('summary-discount');
const codeField = (page: Page) => page.getByRole('textbox', { name: 'Discount code' });

/** Types a code and applies it; the summary shows it once the server has priced the order. */
async function applyCode(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** The lines' total before codes, the discount, the total: 10% off, at most a cent of rounding. */
function expectTenPercentOff(order: Awaited<ReturnType<typeof getOrder>>) {
  expect(order.discounts.map((d) => d.code)).toEqual(['TRAVEL10']);
  expect(Math.abs(order.discount.minor - order.subtotal.minor / 10)).toBeLessThanOrEqual(1);
  expect(order.total.minor).toBe(order.subtotal.minor - order.discount.minor);
}

describe('discount codes at checkout (issue 23)', () => {
  it('takes TRAVEL10 off an eSIM, shows the sums, and charges the new total', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.desktop);
    try {
      const { orderId } = await buyEsim(context.request, base(), { pay: false });
      await page.goto(`${base()}/checkout/${orderId}`);
      await hydrated(page);
      const listPrice = await total(page).textContent();

      await applyCode(page, 'travel10');
      await discountRows(page).waitFor();
      const order = await getOrder(context.request, base(), orderId);
      expectTenPercentOff(order);
      expect(await discountRows(page).textContent()).toContain('Discount (TRAVEL10)');
      expect(await discountRows(page).textContent()).toContain('10% off any order');
      expect(await summary(page).getByTestId('summary-subtotal').textContent()).toBe(listPrice);
      await expect.poll(() => total(page).textContent()).toContain(order.total.amount.toFixed(2));
      expect(await page.getByTestId('pay-button').textContent()).toContain(
        order.total.amount.toFixed(2),
      );
      // The field is emptied and the code is listed with a way to take it off.
      expect(await codeField(page).inputValue()).toBe('');
      expect(await page.getByTestId('applied-code').textContent()).toContain('TRAVEL10');
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'checkout-discount-1280');

      await payWithTheSandboxCard(page, orderId, { holder: 'Ada Traveller', landsOn: 'esims' });
      // The paid order keeps its discount and shows it, read-only.
      const fact = page.getByTestId('order-discount');
      await fact.waitFor();
      expect(await fact.textContent()).toContain('TRAVEL10');
      expect(await fact.textContent()).toContain(order.discount.amount.toFixed(2));
      const paid = await getOrder(context.request, base(), orderId);
      expect(paid.payment?.amount.minor).toBe(order.total.minor);
    } finally {
      await context.close();
    }
  });

  it('takes TRAVEL10 off a lounge pass in the same checkout, and the e-pass page shows it', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.phone);
    try {
      await signInAsNewGuest(context.request, base());
      // Three days ahead at Hanoi's airport, as the lounge booking test books it.
      const date = addDays(localDateTime('Asia/Bangkok', new Date()).date, 3);
      const { data } = await post<{ data: { orderId: string } }>(
        context.request,
        `${base()}/api/v1/orders`,
        {
          lines: [
            {
              kind: 'lounge_pass',
              resourceId: 'LG-HAN-1',
              date,
              time: '09:30',
              adults: 1,
              children: 0,
              flightNumber: 'VN 254',
              travellers: ['An Nguyen'],
            },
          ],
        },
      );
      await page.goto(`${base()}/checkout/${data.orderId}`);
      await applyCode(page, 'TRAVEL10');
      await discountRows(page).waitFor();
      const order = await getOrder(context.request, base(), data.orderId);
      expect(order.lines.map((line) => line.kind)).toEqual(['lounge_pass']);
      expectTenPercentOff(order);
      await expect.poll(() => total(page).textContent()).toContain(order.total.amount.toFixed(2));
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'checkout-lounge-discount-375');

      await payWithTheSandboxCard(page, data.orderId, { holder: 'An Nguyen', landsOn: 'passes' });
      const fact = page.getByTestId('order-discount');
      await fact.waitFor();
      expect(await fact.textContent()).toContain('TRAVEL10');
    } finally {
      await context.close();
    }
  });

  it('asks for a code when none was typed, explains APP10 is for the app, and takes a code off again', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.phone);
    try {
      const { orderId } = await buyEsim(context.request, base(), { pay: false });
      await page.goto(`${base()}/checkout/${orderId}`);
      await hydrated(page);
      const listPrice = await total(page).textContent();

      await page.getByRole('button', { name: 'Apply' }).click();
      const field = codeField(page);
      await page.getByText('Enter a discount code.').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await applyCode(page, 'app10');
      const refusal = page.getByText('APP10 works in the Tern app');
      await refusal.waitFor();
      // The reason is the field's description, so a screen reader reads it with the field.
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toContain(
        'APP10 works in the Tern app',
      );
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
        'discountCode',
      );
      expect(await discountRows(page).count()).toBe(0);
      expect(await total(page).textContent()).toBe(listPrice);
      expect((await getOrder(context.request, base(), orderId)).discounts).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
      await shot(page, 'checkout-app10-375');

      // A code that works clears the refusal; taken off again, the order is as it was.
      await applyCode(page, 'TRAVEL10');
      await discountRows(page).waitFor();
      expect(await refusal.count()).toBe(0);
      await page.getByRole('button', { name: 'Remove code TRAVEL10' }).click();
      await expect.poll(() => discountRows(page).count()).toBe(0);
      await expect.poll(() => total(page).textContent()).toBe(listPrice);
      expect(await page.getByTestId('applied-code').count()).toBe(0);
      expect((await getOrder(context.request, base(), orderId)).discounts).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
