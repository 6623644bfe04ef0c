import type { Order } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();

type OrderAnswer = { data: { order: Order } };

describe('POST /v1/orders/:orderId/reprice (the checkout follows the chosen currency)', () => {
  it('prices the unpaid order in the requested currency and charges it in that currency', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const asOrdered = (await shopper.order(orderId)).body.data.order as Order;
    expect(asOrdered.total.currencyCode).toBe('USD');

    const inEuro = await t.post(
      `/v1/orders/${orderId}/reprice`,
      { currency: 'eur' },
      shopper.headers,
    );
    expect(inEuro.statusCode, inEuro.body).toBe(200);
    const repriced = inEuro.json<OrderAnswer>().data.order;
    expect(repriced.total.currencyCode).toBe('EUR');
    expect(repriced.price.usdCents).toBe(asOrdered.price.usdCents);
    expect(repriced.total.minor).not.toBe(asOrdered.total.minor);
    expect(repriced.lines[0]!.amount.currencyCode).toBe('EUR');

    const paid = await shopper.pay(orderId, TEST_CARDS.pays);
    expect(paid.statusCode).toBe(200);
    const after = (await shopper.order(orderId)).body.data.order as Order;
    expect(after.payment?.amount).toEqual(repriced.total);
  });

  it('never re-prices on a read: GET with ?currency= shows the order as it is', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const read = await t.get<OrderAnswer>(`/v1/orders/${orderId}?currency=EUR`, shopper.headers);
    expect(read.status).toBe(200);
    expect(read.body.data.order.total.currencyCode).toBe('USD');
    const again = (await shopper.order(orderId)).body.data.order as Order;
    expect(again.total.currencyCode).toBe('USD');
  });

  it('matches what the order was created with when the same currency is asked for', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', quantity: 1, currency: 'EUR', ...HERE },
      shopper.headers,
    );
    const { orderId } = created.json().data;
    const stored = (await shopper.order(orderId)).body.data.order.total;
    const asked = await t.post(
      `/v1/orders/${orderId}/reprice`,
      { currency: 'EUR' },
      shopper.headers,
    );
    expect(asked.json<OrderAnswer>().data.order.total).toEqual(stored);
  });

  it('refuses an unknown currency with 400, a paid order with 409, and hides other people’s orders', async () => {
    const owner = await guestShopper(t);
    const other = await guestShopper(t);
    const { orderId } = (await owner.createOrder()).json().data;
    const unknown = await t.post(
      `/v1/orders/${orderId}/reprice`,
      { currency: 'XYZ' },
      owner.headers,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('UNKNOWN_CURRENCY');
    const missing = await t.post(`/v1/orders/${orderId}/reprice`, {}, owner.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('currency');
    const theirs = await t.post(
      `/v1/orders/${orderId}/reprice`,
      { currency: 'EUR' },
      other.headers,
    );
    expect(theirs.statusCode).toBe(404);

    await owner.pay(orderId, TEST_CARDS.pays);
    const paid = await t.post(`/v1/orders/${orderId}/reprice`, { currency: 'EUR' }, owner.headers);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error).toMatchObject({ code: 'ORDER_NOT_CHANGEABLE' });
    expect(paid.json().error.message).toContain('already paid');
  });

  it('is refused while a 3-D Secure step is open at the current price', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    expect((await shopper.pay(orderId, TEST_CARDS.confirm)).json().data.status).toBe(
      'requires_action',
    );
    const answer = await t.post(
      `/v1/orders/${orderId}/reprice`,
      { currency: 'EUR' },
      shopper.headers,
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toContain('confirmation');
  });
});
