import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { stockSimulator } from '../src/providers/esim/simulator';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

// No catalogue cache: the plan-renamed test changes the catalogue under a live app.
const t = useTestApp({ catalogueCacheSeconds: 0 });
beforeAll(async () => {
  await stockSimulator(t.database.db, 20);
});

const plan = (bundleId: string) => ({ kind: 'esim_plan', bundleId, quantity: 1 });

describe('POST /v1/orders: lines, location and prices', () => {
  it('takes the general lines form and answers with the total it will charge', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { lines: [plan('bndl_fr_5gb_30d')], currency: 'EUR', ...HERE },
      shopper.headers,
    );
    expect(created.statusCode).toBe(200);
    const { orderId, total, priceUsdCents } = created.json().data;
    expect(priceUsdCents).toBe(649);
    expect(total.currencyCode).toBe('EUR');
    expect(total.minor).toBe(Math.round(total.amount * 100));
    const order = (await shopper.order(orderId)).body.data.order;
    expect(order.lines).toHaveLength(1);
    expect(order.lines[0]).toMatchObject({
      kind: 'esim_plan',
      name: 'France 5 GB 30 days',
      quantity: 1,
      status: 'pending',
      amount: total,
      product: { bundleId: 'bndl_fr_5gb_30d', dataAmount: 5000, duration: 30 },
      delivery: null,
    });
    expect(order.total).toEqual(total);
    expect(order.subtotal).toEqual(total);
    expect(order.discount).toEqual({ amount: 0, minor: 0, currencyCode: 'EUR' });
  });

  it('refuses an eSIM without the buyer’s location (422), and one coordinate alone (400)', async () => {
    const shopper = await guestShopper(t);
    const without = await t.post('/v1/orders', { bundleId: 'bndl_fr_5gb_30d' }, shopper.headers);
    expect(without.statusCode).toBe(422);
    expect(without.json().error.code).toBe('LOCATION_REQUIRED');
    const linesWithout = await t.post(
      '/v1/orders',
      { lines: [plan('bndl_fr_5gb_30d')] },
      shopper.headers,
    );
    expect(linesWithout.json().error.code).toBe('LOCATION_REQUIRED');
    const half = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', latitude: 38.7 },
      shopper.headers,
    );
    expect(half.statusCode).toBe(400);
  });

  it('refuses an unknown product kind with 400 and never takes an amount from the client', async () => {
    const shopper = await guestShopper(t);
    const unknown = await t.post(
      '/v1/orders',
      { lines: [{ kind: 'space_trip', bundleId: 'bndl_fr_5gb_30d', quantity: 1 }], ...HERE },
      shopper.headers,
    );
    expect(unknown.statusCode).toBe(400);
    const cheeky = await t.post(
      '/v1/orders',
      {
        lines: [{ ...plan('bndl_fr_5gb_30d'), unitAmount: 1, amount: 1 }],
        total: { amount: 0.01, minor: 1, currencyCode: 'USD' },
        ...HERE,
      },
      shopper.headers,
    );
    expect(cheeky.json().data.total.minor).toBe(649);
  });
});

describe('charged in the currency shown', () => {
  it.each([
    ['EUR', 2],
    ['JPY', 0],
    ['BHD', 3],
  ])(
    'fixes a %s order in its own minor units and the payment records what was charged',
    async (code, digits) => {
      const shopper = await guestShopper(t);
      const created = await t.post(
        '/v1/orders',
        { bundleId: 'bndl_fr_5gb_30d', currency: code, ...HERE },
        shopper.headers,
      );
      const { orderId, total } = created.json().data;
      expect(total.currencyCode).toBe(code);
      expect(total.minor).toBe(Math.round(total.amount * 10 ** digits));
      await shopper.pay(orderId, TEST_CARDS.pays);
      const [payment] = await queryRows<{ currency_code: string; amount_minor: number }>(
        t.database.db,
        sql`select currency_code, amount_minor from payments where order_id = ${orderId}`,
      );
      expect(payment).toEqual({ currency_code: code, amount_minor: total.minor });
    },
  );

  it('re-prices an unpaid order in the currency the checkout switched to; a paid one never changes', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const inEuro = {
      body: (
        await t.post(`/v1/orders/${orderId}/reprice`, { currency: 'EUR' }, shopper.headers)
      ).json<{ data: { order: { total: { currencyCode: string; minor: number } } } }>(),
    };
    expect(inEuro.body.data.order.total.currencyCode).toBe('EUR');
    await shopper.pay(orderId, TEST_CARDS.pays);
    const [payment] = await queryRows<{ currency_code: string; amount_minor: number }>(
      t.database.db,
      sql`select currency_code, amount_minor from payments where order_id = ${orderId}`,
    );
    expect(payment).toEqual({
      currency_code: 'EUR',
      amount_minor: inEuro.body.data.order.total.minor,
    });
    const later = await t.post(
      `/v1/orders/${orderId}/reprice`,
      { currency: 'JPY' },
      shopper.headers,
    );
    expect(later.statusCode).toBe(409);
    const kept = await t.get<{ data: { order: { total: { currencyCode: string } } } }>(
      `/v1/orders/${orderId}`,
      shopper.headers,
    );
    expect(kept.body.data.order.total.currencyCode).toBe('EUR');
  });
});

describe('a plan renamed or deleted after purchase', () => {
  it('leaves the old order, its page data and its history row unchanged', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder('bndl_pt_5gb_30d')).json().data;
    await shopper.pay(orderId, TEST_CARDS.pays);
    await t.app.jobs.runDue();
    const before = (await shopper.order(orderId)).body.data.order;
    const historyBefore = await t.get('/v1/esims', shopper.headers);
    await t.database.db.execute(
      sql`update bundles set name = 'Portugal Mega Plan' where id = 'bndl_pt_5gb_30d'`,
    );
    const renamed = (await shopper.order(orderId)).body.data.order;
    expect(renamed.lines[0]!.name).toBe('Portugal 5 GB 30 days');
    expect(renamed).toEqual(before);
    await t.database.db.execute(sql`delete from bundles where id = 'bndl_pt_5gb_30d'`);
    const deleted = await shopper.order(orderId);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.order).toEqual(before);
    expect((await t.get('/v1/esims', shopper.headers)).body).toEqual(historyBefore.body);
  });
});
