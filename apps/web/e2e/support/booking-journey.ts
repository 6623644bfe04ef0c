import type { BrowserContext, Page } from 'playwright-core';

/** An order id in a URL. */
export const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The guest dialog of "continue" filled in as a Vietnamese traveller, then the one checkout:
 * returns the new order's id from /checkout/{orderId}?paymentGateway=sandbox. `dialog` is the
 * dialog's name, which says what the order sends ("Where should we send your tickets?").
 */
export async function checkoutAsGuest(
  page: Page,
  { dialog: title, email, name }: { dialog: string; email: string; name: string },
): Promise<string> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Country calling code').selectOption('VN');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('912 345 678');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(new RegExp(`/checkout/(${UUID})/?\\?paymentGateway=sandbox$`));
  return new URL(page.url()).pathname.match(new RegExp(UUID))?.[0] ?? '';
}

/** Accepts the terms, pays on the sandbox's card page and lands on the order's page. */
export async function payWithTheSandboxCard(
  page: Page,
  orderId: string,
  { holder, landsOn }: { holder: string; landsOn: 'esims' | 'passes' | 'tickets' },
) {
  await page.getByTestId('accept-terms').check();
  await page.getByTestId('pay-button').click();
  await page.waitForURL(`**/pay/sandbox/${orderId}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on card').fill(holder);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(`**/${landsOn}/${orderId}`);
}

/**
 * Reloads the page under its service worker, then again with no connection, and runs `check`
 * on what the offline copy shows.
 */
export async function reopenOffline(
  context: BrowserContext,
  page: Page,
  check: () => Promise<void>,
) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled from the next load on; this one also stores the page through the worker.
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  try {
    await page.reload();
    await check();
  } finally {
    await context.setOffline(false);
  }
}
