import type { APIRequestContext } from 'playwright-core';

/** Shared by the eSIM pages' browser tests (esim*.e2e.test.ts). */
export const SANDBOX_CARD = {
  cardNumber: '4242424242424242',
  expMonth: 12,
  // Relative to today, so the suite does not start failing when a fixed year passes.
  expYear: new Date().getFullYear() + 3,
  cvc: '123',
  holderName: 'Ada Traveller',
};

export interface OrderView {
  id: string;
  status: string;
  email: string;
  esim: {
    iccid: string;
    smdpAddress: string;
    matchingId: string;
    lpaString: string;
    iosInstallUrl: string;
  } | null;
}

/**
 * A browser's same-origin fetch carries these two headers; the API refuses a cookie-authenticated
 * POST without them (a request another site made with the traveller's cookie).
 */
const sameOrigin = (url: string) => ({
  origin: new URL(url).origin,
  'sec-fetch-site': 'same-origin',
});

async function post<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const response = await request.post(url, { data, headers: sameOrigin(url) });
  if (!response.ok())
    throw new Error(`POST ${url} → ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
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
  const email = `traveller-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await post(request, `${base}/api/v1/auth/guest`, {
    fullName: 'Ada Traveller',
    email,
    countryCode: '+44',
    phoneNumber: '7911 123456',
    deviceType: 'web',
  });
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

export async function getOrder(
  request: APIRequestContext,
  base: string,
  orderId: string,
): Promise<OrderView> {
  const response = await request.get(`${base}/api/v1/orders/${orderId}`);
  if (!response.ok()) throw new Error(`GET order → ${response.status()}`);
  return ((await response.json()) as { data: { order: OrderView } }).data.order;
}

/** Fulfilment is a background job (~1 s); waits until the eSIM is there. */
export async function waitForEsim(
  request: APIRequestContext,
  base: string,
  orderId: string,
): Promise<OrderView & { esim: NonNullable<OrderView['esim']> }> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const order = await getOrder(request, base, orderId);
    if (order.esim) return order as OrderView & { esim: NonNullable<OrderView['esim']> };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`order ${orderId} got no eSIM within 20 s`);
}
