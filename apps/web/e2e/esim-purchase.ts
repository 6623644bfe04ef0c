import { type Order, OrderResponseSchema } from '@tern/contracts';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from './support/chromium';

/** Shared by the eSIM pages' browser tests (esim*.e2e.test.ts). */
export const SANDBOX_CARD = {
  cardNumber: '4242424242424242',
  expMonth: 12,
  // Relative to today, so the suite does not start failing when a fixed year passes.
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
  holderName: 'Ada Traveller',
};

type EsimLine = Extract<Order['lines'][number], { kind: 'esim_plan' }>;
export type EsimDelivery = NonNullable<EsimLine['delivery']>;

/**
 * A browser's same-origin fetch carries these two headers; the API refuses a cookie-authenticated
 * POST without them (a request another site made with the traveller's cookie).
 */
const sameOrigin = (url: string) => ({
  origin: new URL(url).origin,
  'sec-fetch-site': 'same-origin',
});

/** A same-origin POST from the browser context (its cookies), failing on any error answer. */
export async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data, headers: sameOrigin(url) });
  if (!response.ok())
    throw new Error(`POST ${url} → ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the context in as a new guest (the session cookie lands in the browser context). */
export async function signInAsNewGuest(request: APIRequestContext, base: string): Promise<string> {
  const email = `traveller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await post(request, `${base}/api/v1/auth/guest`, {
    fullName: 'Ada Traveller',
    email,
    countryCode: '+44',
    phoneNumber: '7911 123456',
    deviceType: 'web',
  });
  return email;
}

/**
 * Signs the context in as a new guest (the session cookie lands in the browser context, as
 * when the traveller does it on the site), orders a plan and, unless told not to, pays for it
 * with the sandbox test card. Returns the order id.
 */
export async function buyEsim(
  request: APIRequestContext,
  base: string,
  { pay = true, bundleId = 'bndl_fr_5gb_30d' }: { pay?: boolean; bundleId?: string } = {},
): Promise<{ orderId: string; email: string }> {
  const email = await signInAsNewGuest(request, base);
  // Buying an eSIM needs the buyer's position (issue 8: LOCATION_REQUIRED otherwise): Paris.
  const { data } = await post<{ data: { orderId: string } }>(request, `${base}/api/v1/orders`, {
    bundleId,
    quantity: 1,
    latitude: 48.85,
    longitude: 2.35,
  });
  if (pay) {
    await post(request, `${base}/api/v1/orders/${data.orderId}/payments/sandbox`, SANDBOX_CARD);
  }
  return { orderId: data.orderId, email };
}

/** POST /orders/{id}/cancel: closes an unpaid order (nothing charged, held places freed). */
export async function cancelOrder(request: APIRequestContext, base: string, orderId: string) {
  await post(request, `${base}/api/v1/orders/${orderId}/cancel`, {});
}

/** The order as the contract reads it (parsed: an answer the web could not read fails here). */
export async function getOrder(
  request: APIRequestContext,
  base: string,
  orderId: string,
): Promise<Order> {
  const response = await request.get(`${base}/api/v1/orders/${orderId}`);
  if (!response.ok()) throw new Error(`GET order → ${response.status()}`);
  return OrderResponseSchema.parse(await response.json()).data.order;
}

/** The order's eSIM line, which the pages read (never the legacy `esim` field). */
export function esimLine(order: Order): EsimLine {
  const line = order.lines.find((l): l is EsimLine => l.kind === 'esim_plan');
  if (!line) throw new Error(`order ${order.id} has no eSIM line`);
  return line;
}

/** Waits until `done(order)` or 20 s: fulfilment and refunds are background jobs (~1 s). */
export async function waitForOrder(
  request: APIRequestContext,
  base: string,
  orderId: string,
  done: (order: Order) => boolean,
): Promise<Order> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const order = await getOrder(request, base, orderId);
    if (done(order)) return order;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`order ${orderId} did not get there within 20 s`);
}

/** Waits until the eSIM line is delivered; the order and its eSIM. */
export async function waitForEsim(
  request: APIRequestContext,
  base: string,
  orderId: string,
): Promise<{ order: Order; esim: EsimDelivery }> {
  const order = await waitForOrder(request, base, orderId, (o) => !!esimLine(o).delivery);
  return { order, esim: esimLine(order).delivery! };
}

/** A page at `url` in a traveller's browser (their cookies), at `viewport`, closed afterwards. */
export async function inBrowserOf(
  context: BrowserContext,
  url: string,
  test: (page: Page) => Promise<void>,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const page = await context.newPage();
  try {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await test(page);
  } finally {
    await page.close();
  }
}
