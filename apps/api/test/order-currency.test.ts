import { describe, expect, it } from 'vitest';
import { guestShopper, HERE } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('GET /v1/orders/:orderId?currency= (the checkout follows the chosen currency)', () => {
  it('shows the price in the requested currency and keeps the charge in US cents', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const asOrdered = (await shopper.order(orderId)).body.data.order;
    expect(asOrdered.price.currencyCode).toBe('USD');
    expect(asOrdered.price.amount).toBe(asOrdered.price.usdCents / 100);

    const inEuro = await t.get<{ data: { order: { price: Record<string, unknown> } } }>(
      `/v1/orders/${orderId}?currency=eur`,
      shopper.headers,
    );
    expect(inEuro.status).toBe(200);
    expect(inEuro.body.data.order.price).toMatchObject({
      currencyCode: 'EUR',
      usdCents: asOrdered.price.usdCents,
    });
    expect(inEuro.body.data.order.price.amount).not.toBe(asOrdered.price.amount);
  });

  it('matches what the order was created with when the same currency is asked for', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', quantity: 1, currency: 'EUR', ...HERE },
      shopper.headers,
    );
    const { orderId } = created.json().data;
    const stored = (await shopper.order(orderId)).body.data.order.price;
    const asked = (
      await t.get<{ data: { order: { price: unknown } } }>(
        `/v1/orders/${orderId}?currency=EUR`,
        shopper.headers,
      )
    ).body.data.order.price;
    expect(asked).toEqual(stored);
  });

  it('refuses an unknown currency with 400 and still hides other people’s orders', async () => {
    const owner = await guestShopper(t);
    const other = await guestShopper(t);
    const { orderId } = (await owner.createOrder()).json().data;
    const unknown = await t.get<{ error: { code: string } }>(
      `/v1/orders/${orderId}?currency=XYZ`,
      owner.headers,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.code).toBe('UNKNOWN_CURRENCY');
    expect((await t.get(`/v1/orders/${orderId}?currency=EUR`, other.headers)).status).toBe(404);
  });
});
