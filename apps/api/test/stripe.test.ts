import type { BundlesResponse } from '@tern/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import type { OrderLineRow } from '../src/modules/orders/order-rows';
import { stockSimulator } from '../src/providers/esim/simulator';
import { STRIPE_WEBHOOK_SECRET, signedEvent, startFakeStripe } from './support/fake-stripe';
import { guestShopper, HERE, paidInFullWithVisa } from './support/shopper';
import { useTestApp } from './support/test-app';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake?.close();
});

const t = useTestApp(() => ({
  paymentGateway: 'stripe',
  stripe: { secretKey: 'sk_test_tern', webhookSecret: STRIPE_WEBHOOK_SECRET, apiUrl: fake.url },
}));

beforeAll(async () => {
  await stockSimulator(t.database.db, 30);
});

function deliver(event: { payload: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/webhooks/stripe',
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });
}

async function stripeOrder() {
  const shopper = await guestShopper(t);
  const { orderId, paymentGateway } = (await shopper.createOrder()).json().data;
  expect(paymentGateway).toBe('stripe');
  const started = await t.post(`/v1/orders/${orderId}/payments/stripe`, {}, shopper.headers);
  expect(started.statusCode).toBe(200);
  const clientSecret = started.json().data.clientSecret as string;
  // Stripe client secrets are "<PaymentIntent id>_secret_<…>".
  return { shopper, orderId, intentId: clientSecret.split('_secret_')[0]!, clientSecret };
}

async function count(query: string) {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql.raw(query));
  return row!.n;
}

describe('Stripe adapter', () => {
  it('creates one PaymentIntent per order for the server’s price', async () => {
    const { orderId, clientSecret } = await stripeOrder();
    const sent = fake.received.at(-1)!;
    expect(sent).toMatchObject({
      amount: '649',
      currency: 'usd',
      'metadata[order_id]': orderId,
      idempotencyKey: `order-${orderId}-USD-649`,
    });
    expect(clientSecret).toMatch(/_secret_/);
  });

  it('charges a JPY order in yen, in Stripe’s smallest unit and lower-case code', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', currency: 'JPY', ...HERE },
      shopper.headers,
    );
    const { orderId, total } = created.json().data;
    await t.post(`/v1/orders/${orderId}/payments/stripe`, {}, shopper.headers);
    expect(fake.received.at(-1)).toMatchObject({
      amount: String(total.minor),
      currency: 'jpy',
      'metadata[order_id]': orderId,
    });
    expect(total.minor).toBe(total.amount);
  });

  it('charges a BHD order in whole hundredths, exactly the total the traveller was shown', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', currency: 'BHD', ...HERE },
      shopper.headers,
    );
    const { orderId, total } = created.json().data;
    expect(total.currencyCode).toBe('BHD');
    expect(total.minor % 10).toBe(0);
    const started = await t.post(`/v1/orders/${orderId}/payments/stripe`, {}, shopper.headers);
    expect(started.statusCode).toBe(200);
    expect(fake.received.at(-1)).toMatchObject({ amount: String(total.minor), currency: 'bhd' });
    // The catalogue shows the same figure the order charges.
    const plans = await t.get<BundlesResponse>('/v1/bundles?search=France&type=1&currency=BHD');
    const plan = plans.body.data.bundles.find((b) => b._id === 'bndl_fr_5gb_30d');
    expect(plan?.price).toBe(total.amount);
  });

  it('pays, provisions and sends one receipt when the signed webhook arrives', async () => {
    const { shopper, orderId, intentId } = await stripeOrder();
    const response = await deliver(
      signedEvent('payment_intent.succeeded', { id: intentId, orderId, amount: 649 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ received: true, duplicate: false });
    await t.app.jobs.runDue();
    const order = (await shopper.order(orderId)).body.data.order;
    expect(order.status).toBe('fulfilled');
    expect(order.payment).toEqual(paidInFullWithVisa(order));
    expect(t.mailer.sent.filter((m) => m.to === shopper.email)).toHaveLength(1);
  });

  it('applies an event delivered 1 to 5 times, concurrently and shuffled, exactly once', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => stripeOrder()));
    const deliveries = orders.flatMap((o) => {
      const event = signedEvent(
        'payment_intent.succeeded',
        { id: o.intentId, orderId: o.orderId, amount: 649 },
        { eventId: `evt_dup_${o.orderId}` },
      );
      return Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => event);
    });
    const answers = await Promise.all(deliveries.sort(() => Math.random() - 0.5).map(deliver));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    for (const o of orders) {
      expect((await o.shopper.order(o.orderId)).body.data.order.status).toBe('fulfilled');
      expect(t.mailer.sent.filter((m) => m.to === o.shopper.email)).toHaveLength(1);
      expect(
        await count(
          `select count(*)::int as n from payments where order_id = '${o.orderId}' and status = 'succeeded'`,
        ),
      ).toBe(1);
    }
  });

  it('refuses a forged or stale signature and writes nothing', async () => {
    const { orderId, intentId } = await stripeOrder();
    const eventsBefore = await count('select count(*)::int as n from webhook_events');
    const forged = await deliver(
      signedEvent(
        'payment_intent.succeeded',
        { id: intentId, orderId, amount: 649 },
        { secret: 'whsec_attacker' },
      ),
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('INVALID_SIGNATURE');
    const stale = await deliver(
      signedEvent(
        'payment_intent.succeeded',
        { id: intentId, orderId, amount: 649 },
        { timestamp: Math.floor(Date.now() / 1000) - 600 },
      ),
    );
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/webhooks/stripe',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await count('select count(*)::int as n from webhook_events')).toBe(eventsBefore);
    expect(
      await count(
        `select count(*)::int as n from orders where id = '${orderId}' and status = 'awaiting_payment'`,
      ),
    ).toBe(1);
  });

  it('never fulfils a payment for the wrong amount (it goes back), and records a failed payment as declined', async () => {
    const short = await stripeOrder();
    await deliver(
      signedEvent('payment_intent.succeeded', {
        id: short.intentId,
        orderId: short.orderId,
        amount: 1,
      }),
    );
    await t.app.jobs.runDue();
    const shortOrder = (await short.shopper.order(short.orderId)).body.data.order;
    expect(shortOrder.status).toBe('awaiting_payment');
    // What was taken goes back whole, and the traveller is told.
    expect(shortOrder.refunds).toEqual([
      expect.objectContaining({
        lineId: null,
        reason: 'order_not_payable',
        status: 'succeeded',
        amount: expect.objectContaining({ minor: 1 }),
      }),
    ]);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === short.intentId)).toEqual([
      expect.objectContaining({ amount: '1' }),
    ]);
    expect(t.mailer.sent.filter((m) => m.to === short.shopper.email)).toHaveLength(1);
    const failed = await stripeOrder();
    await deliver(
      signedEvent('payment_intent.payment_failed', {
        id: failed.intentId,
        orderId: failed.orderId,
        amount: 649,
      }),
    );
    expect((await failed.shopper.order(failed.orderId)).body.data.order.payment).toMatchObject({
      status: 'declined',
    });
  });

  it('refunds through Stripe, once, when the order cannot be delivered', async () => {
    const { shopper, orderId, intentId } = await stripeOrder();
    await deliver(signedEvent('payment_intent.succeeded', { id: intentId, orderId, amount: 649 }));
    // Delivery gives up (as after the last provisioning attempt): the line is refunded.
    const order = (await shopper.order(orderId)).body.data.order;
    const [line] = await queryRows<OrderLineRow>(
      t.database.db,
      sql`select id, order_id as "orderId" from order_lines where order_id = ${orderId}`,
    );
    await Promise.all([
      t.app.orderLifecycle.giveUpLine(line!),
      t.app.orderLifecycle.giveUpLine(line!),
    ]);
    await Promise.all([t.app.jobs.runDue(), t.app.jobs.runDue()]);
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId)).toEqual([
      expect.objectContaining({ amount: '649', payment_intent: intentId }),
    ]);
    const after = (await shopper.order(orderId)).body.data.order;
    expect(after.status).toBe('refunded');
    expect(after.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: order.total }),
    ]);
    expect(fake.refunds.has(`refund-${after.refunds[0]!.id}`)).toBe(true);
    expect(t.mailer.sent.filter((m) => m.to === shopper.email)).toHaveLength(1);
  });

  it('gives back a second intent’s payment for an order already paid', async () => {
    const paidTwice = await stripeOrder();
    const second = await t.post(
      `/v1/orders/${paidTwice.orderId}/payments/stripe`,
      {},
      paidTwice.shopper.headers,
    );
    expect(second.statusCode).toBe(200);
    await deliver(
      signedEvent('payment_intent.succeeded', {
        id: paidTwice.intentId,
        orderId: paidTwice.orderId,
        amount: 649,
      }),
    );
    await deliver(
      signedEvent('payment_intent.succeeded', {
        id: 'pi_second_intent',
        orderId: paidTwice.orderId,
        amount: 649,
      }),
    );
    await t.app.jobs.runDue();
    const twice = (await paidTwice.shopper.order(paidTwice.orderId)).body.data.order;
    expect(twice.status).toBe('fulfilled');
    expect(twice.payment).toMatchObject({ status: 'succeeded' });
    expect(twice.refunds).toEqual([
      expect.objectContaining({ lineId: null, reason: 'order_not_payable', status: 'succeeded' }),
    ]);
    expect(
      [...fake.refunds.values()].filter((r) => r.payment_intent === 'pi_second_intent'),
    ).toHaveLength(1);
  });
});
