import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import {
  applyDiscount,
  confirmFreeOrder,
  confirmPayment,
  createOrder,
  getOrder,
  removeDiscount,
  repriceOrder,
} from './orders';

const ORDER_ID = '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const eur = (amount: number) => ({ amount, minor: Math.round(amount * 100), currencyCode: 'EUR' });
/** An unpaid order as the contract reads it: lines, payment and refunds, no legacy fields used. */
const ORDER_IN_EUR = {
  id: ORDER_ID,
  status: 'awaiting_payment',
  createdAt: '2026-11-26T10:00:00.000Z',
  paymentGateway: 'sandbox',
  email: 'ada@example.com',
  price: { amount: 5.97, currencyCode: 'EUR', usdCents: 649 },
  bundle: null,
  payment: null,
  esim: null,
  lines: [],
  refunds: [],
  discounts: [],
  subtotal: eur(5.97),
  discount: eur(0),
  total: eur(5.97),
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the browser order calls', () => {
  it('send the order once per key to the web origin and return it as the contract reads it', async () => {
    const fetch = answer(200, {
      data: {
        orderId: ORDER_ID,
        paymentGateway: 'sandbox',
        priceUsdCents: 649,
        total: { amount: 5.97, minor: 597, currencyCode: 'EUR' },
      },
    });
    const body = {
      lines: [{ kind: 'esim_plan' as const, bundleId: 'bndl_fr_5gb_30d', quantity: 1 as const }],
      currency: 'EUR',
      latitude: 48.85,
      longitude: 2.35,
    };
    await expect(createOrder(body, 'key-1')).resolves.toMatchObject({
      orderId: ORDER_ID,
      total: { minor: 597, currencyCode: 'EUR' },
    });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/orders');
    expect(new Headers(init.headers).get('idempotency-key')).toBe('key-1');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('refuse an answer the contract does not promise instead of handing it to the page', async () => {
    answer(200, { data: { orderId: ORDER_ID, paymentGateway: 'sandbox' } });
    const order = createOrder({ bundleId: 'bndl_fr_5gb_30d', quantity: 1 }, 'key-2');
    await expect(order).rejects.toBeInstanceOf(ApiError);
    await expect(order).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('re-price an order with the explicit command, a POST, never by reading it', async () => {
    const fetch = answer(200, { data: { order: ORDER_IN_EUR } });
    const { data } = await repriceOrder(ORDER_ID, { currency: 'EUR' });
    expect(data.order.total).toEqual({ amount: 5.97, minor: 597, currencyCode: 'EUR' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/v1/orders/${ORDER_ID}/reprice`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ currency: 'EUR' });
  });

  it('read an order with a plain GET that names no currency', async () => {
    const fetch = answer(200, { data: { order: ORDER_IN_EUR } });
    await getOrder(ORDER_ID);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/v1/orders/${ORDER_ID}`);
    expect(init.method).toBe('GET');
  });

  it('pass on a currency the shop does not sell as UNKNOWN_CURRENCY', async () => {
    answer(400, { error: { code: 'UNKNOWN_CURRENCY', message: 'No such currency' } });
    await expect(repriceOrder(ORDER_ID, { currency: 'ZZZ' })).rejects.toMatchObject({
      code: 'UNKNOWN_CURRENCY',
      status: 400,
    });
  });

  it("pass the API's error envelope on as an ApiError with its code", async () => {
    answer(409, { error: { code: 'PAYMENT_NOT_PENDING', message: 'Already settled' } });
    await expect(confirmPayment(ORDER_ID, true)).rejects.toMatchObject({
      code: 'PAYMENT_NOT_PENDING',
      status: 409,
    });
  });

  it('apply a code with a POST of the code and return the order the server priced again', async () => {
    const discounted = {
      ...ORDER_IN_EUR,
      discounts: [{ code: 'TRAVEL10', description: '10% off any order', amount: eur(0.6) }],
      discount: eur(0.6),
      total: eur(5.37),
    };
    const fetch = answer(200, { data: { order: discounted } });
    const { data } = await applyDiscount(ORDER_ID, 'travel10');
    expect(data.order.total.minor).toBe(537);
    expect(data.order.discounts.map((d) => d.code)).toEqual(['TRAVEL10']);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/v1/orders/${ORDER_ID}/discounts`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ code: 'travel10' });
  });

  it('pass a refused code on with the reason the server gave', async () => {
    answer(422, {
      error: { code: 'COUPON_NOT_APPLICABLE', message: 'APP10 works in the Tern app' },
    });
    await expect(applyDiscount(ORDER_ID, 'APP10')).rejects.toMatchObject({
      code: 'COUPON_NOT_APPLICABLE',
      status: 422,
      message: 'APP10 works in the Tern app',
    });
  });

  it('take a code off with a DELETE of that code, encoded into the path', async () => {
    const fetch = answer(200, { data: { order: ORDER_IN_EUR } });
    await removeDiscount(ORDER_ID, 'SPRING-10');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/v1/orders/${ORDER_ID}/discounts/SPRING-10`);
    expect(init.method).toBe('DELETE');
  });

  it('place a free order with its own command, not a payment', async () => {
    const fetch = answer(200, { data: { order: { ...ORDER_IN_EUR, status: 'paid' } } });
    const { data } = await confirmFreeOrder(ORDER_ID);
    expect(data.order.status).toBe('paid');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/v1/orders/${ORDER_ID}/confirm-free`);
    expect(init.method).toBe('POST');
  });
});
