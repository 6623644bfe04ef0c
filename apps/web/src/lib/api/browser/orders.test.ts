import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { confirmPayment, createOrder } from './orders';

const ORDER_ID = '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f';

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    return new Response(JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

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

  it("pass the API's error envelope on as an ApiError with its code", async () => {
    answer(409, { error: { code: 'PAYMENT_NOT_PENDING', message: 'Already settled' } });
    await expect(confirmPayment(ORDER_ID, true)).rejects.toMatchObject({
      code: 'PAYMENT_NOT_PENDING',
      status: 409,
    });
  });
});
