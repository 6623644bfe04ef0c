import type { EsimPlanView, Order } from '@tern/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidIccid } from '../src/providers/esim/iccid';
import { stockSimulator } from '../src/providers/esim/simulator';
import { guestShopper, HERE, paidInFullWithVisa, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();
beforeAll(async () => {
  await stockSimulator(t.database.db, 20);
});

describe('placing an order', () => {
  it('needs a session', async () => {
    const response = await t.post('/v1/orders', { bundleId: 'bndl_fr_5gb_30d', quantity: 1 });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('is priced by the server from the catalogue, whatever the client sends', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', quantity: 1, price: 0.01, currency: 'EUR', ...HERE },
      shopper.headers,
    );
    expect(created.statusCode).toBe(200);
    const { orderId, paymentGateway } = created.json().data;
    expect(paymentGateway).toBe('sandbox');
    const { body } = await shopper.order(orderId);
    expect(body.data.order).toMatchObject({
      status: 'awaiting_payment',
      price: { usdCents: 649, currencyCode: 'EUR' },
      esim: null,
    });
    expect(body.data.order.price.amount).toBeGreaterThan(5);
  });

  it('refuses an unknown plan and a quantity other than 1', async () => {
    const shopper = await guestShopper(t);
    expect((await shopper.createOrder('bndl_atlantis_1gb_7d')).statusCode).toBe(404);
    const many = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', quantity: 3, ...HERE },
      shopper.headers,
    );
    expect(many.statusCode).toBe(400);
  });

  it('names the plan and its destination in the language asked, else the order’s own', async () => {
    const shopper = await guestShopper(t);
    const created = await t.post(
      '/v1/orders',
      { bundleId: 'bndl_fr_5gb_30d', quantity: 1, locale: 'vi', ...HERE },
      shopper.headers,
    );
    const { orderId } = created.json().data;
    const productIn = async (query: string) =>
      (await t.get<{ data: { order: Order } }>(`/v1/orders/${orderId}${query}`, shopper.headers))
        .body.data.order.lines[0]!.product as EsimPlanView;
    expect(await productIn('?locale=ar')).toMatchObject({
      name: 'France 5 GB 30 days',
      localName: 'باقة فرنسا 5 GB لمدة 30 يومًا',
      destination: { name: 'France', localName: 'فرنسا' },
    });
    expect((await productIn('')).localName).toBe('Pháp 5 GB 30 ngày');
    expect((await productIn('?locale=en')).localName).toBe('France 5 GB 30 days');
  });

  it('shows an order to its owner only: anyone else gets 404', async () => {
    const owner = await guestShopper(t);
    const other = await guestShopper(t);
    const { orderId } = (await owner.createOrder()).json().data;
    expect((await other.order(orderId)).status).toBe(404);
    expect((await t.get(`/v1/orders/${orderId}`)).status).toBe(401);
    expect((await other.pay(orderId, TEST_CARDS.pays)).statusCode).toBe(404);
  });
});

describe('paying with the sandbox', () => {
  it('pays with the test card, then delivers the eSIM and one receipt', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const paid = await shopper.pay(orderId, TEST_CARDS.pays);
    expect(paid.json().data).toMatchObject({
      status: 'succeeded',
      orderStatus: 'paid',
      message: null,
    });
    const mailsBefore = t.mailer.sent.length;
    await t.app.jobs.runDue();
    const { body } = await shopper.order(orderId);
    const order = body.data.order;
    expect(order.status).toBe('fulfilled');
    expect(order.payment).toEqual(paidInFullWithVisa(order));
    expect(isValidIccid(order.esim.iccid)).toBe(true);
    expect(order.esim.lpaString).toBe(`LPA:1$${order.esim.smdpAddress}$${order.esim.matchingId}`);
    expect(order.esim.iosInstallUrl).toBe(
      `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(order.esim.lpaString)}`,
    );
    const receipts = t.mailer.sent.slice(mailsBefore).filter((m) => m.to === shopper.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(order.esim.matchingId);
    const qr = receipts[0]!.attachments?.find((a) => a.cid === 'esim-qr');
    expect(qr?.contentType).toBe('image/png');
    expect(qr!.content.subarray(1, 4).toString()).toBe('PNG');
    expect(receipts[0]!.html).toContain('cid:esim-qr');
    await t.app.jobs.runDue();
    expect(t.mailer.sent.filter((m) => m.to === shopper.email)).toHaveLength(1);
    expect((await shopper.pay(orderId, TEST_CARDS.pays)).json().error.code).toBe(
      'ORDER_ALREADY_PAID',
    );
  });

  it('declines the declined card honestly and fulfils nothing', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const declined = (await shopper.pay(orderId, TEST_CARDS.declined)).json().data;
    expect(declined).toMatchObject({ status: 'declined', orderStatus: 'awaiting_payment' });
    expect(declined.message).toContain('No money was taken');
    await t.app.jobs.runDue();
    expect((await shopper.order(orderId)).body.data.order).toMatchObject({
      status: 'awaiting_payment',
      esim: null,
    });
    // The traveller can try again with a card that works.
    expect((await shopper.pay(orderId, TEST_CARDS.pays)).json().data.status).toBe('succeeded');
  });

  it('asks for confirmation on the 3-D Secure card and pays only once confirmed', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const challenged = (await shopper.pay(orderId, TEST_CARDS.confirm)).json().data;
    expect(challenged).toMatchObject({
      status: 'requires_action',
      orderStatus: 'awaiting_payment',
    });
    const confirmed = (await shopper.confirm(challenged.paymentId)).json().data;
    expect(confirmed).toMatchObject({ status: 'succeeded', orderStatus: 'paid' });
    await t.app.jobs.runDue();
    expect((await shopper.order(orderId)).body.data.order.status).toBe('fulfilled');
  });

  it('treats a refused confirmation as a decline', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const challenged = (await shopper.pay(orderId, TEST_CARDS.confirm)).json().data;
    expect((await shopper.confirm(challenged.paymentId, false)).json().data).toMatchObject({
      status: 'declined',
      orderStatus: 'awaiting_payment',
    });
  });

  it('rejects a card number that fails the Luhn check and never stores card numbers', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const wrong = await shopper.pay(orderId, '4242 4242 4242 4241');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CARD');
    await shopper.pay(orderId, TEST_CARDS.declined);
    const stored = (await t.database.db.execute(
      `select * from payments where order_id = '${orderId}'`,
    )) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({ card_brand: 'visa', card_last4: '0002' });
    expect(JSON.stringify(stored.rows)).not.toContain('4000000000000002');
  });
});

describe('Idempotency-Key', () => {
  it('returns the same order for the same key and body, even in a burst, and 422 for another body', async () => {
    const shopper = await guestShopper(t);
    const key = { 'idempotency-key': 'order-key-0001' };
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => shopper.createOrder('bndl_jp_1gb_7d', key)),
    );
    const ids = new Set(burst.map((r) => r.json().data.orderId));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(ids.size).toBe(1);
    const other = await shopper.createOrder('bndl_jp_3gb_15d', key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('replays a payment answer instead of charging twice', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const key = { 'idempotency-key': 'pay-key-0001' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shopper.pay(orderId, TEST_CARDS.pays, key)),
    );
    expect(new Set(answers.map((a) => a.json().data.paymentId)).size).toBe(1);
    const rows = await t.database.db.execute(
      `select count(*)::int as n from payments where order_id = '${orderId}'`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

describe('guest orders and accounts', () => {
  it('moves a guest’s orders to the account that signs in with the same e-mail', async () => {
    const shopper = await guestShopper(t, 'merge-me@example.com');
    const { orderId } = (await shopper.createOrder()).json().data;
    await shopper.pay(orderId, TEST_CARDS.pays);
    await t.post(
      '/v1/auth/login-code',
      { email: 'merge-me@example.com' },
      { 'x-forwarded-for': '192.0.2.77' },
    );
    const code = t.mailer.sent.at(-1)!.subject.slice(0, 6);
    const signedIn = await t.post('/v1/auth/login-code/verify', {
      email: 'merge-me@example.com',
      code,
      transport: 'bearer',
    });
    const account = { authorization: `Bearer ${signedIn.json().data.accessToken}` };
    expect((await t.get(`/v1/orders/${orderId}`, account)).status).toBe(200);
  });
});

describe('order history (GET /v1/esims)', () => {
  it('lists the traveller’s eSIMs as groups with plan days, initial and remaining data', async () => {
    const shopper = await guestShopper(t);
    const unlimited = (await shopper.createOrder('bndl_vn_ul_7d')).json().data.orderId;
    const fixed = (await shopper.createOrder('bndl_jp_5gb_30d')).json().data.orderId;
    const unpaid = (await shopper.createOrder('bndl_th_1gb_7d')).json().data.orderId;
    await shopper.pay(unlimited, TEST_CARDS.pays);
    await shopper.pay(fixed, TEST_CARDS.pays);
    const before = await t.get<{ data: { esims: { orderId: string; status: string }[] } }>(
      '/v1/esims',
      shopper.headers,
    );
    expect(before.body.data.esims.map((e) => e.status)).toEqual(['preparing', 'preparing']);
    await t.app.jobs.runDue();
    const { body } = await t.get<{ data: { esims: Record<string, unknown>[] }; count: number }>(
      '/v1/esims',
      shopper.headers,
    );
    expect(body.count).toBe(2);
    expect(body.data.esims.map((e) => e.orderId)).not.toContain(unpaid);
    const japan = body.data.esims.find((e) => e.orderId === fixed)!;
    expect(japan).toMatchObject({
      countryName: 'Japan',
      salePlanDays: 30,
      status: 'not_installed',
      countryflagImageUrl: '/flags/4x3/jp.svg',
    });
    expect(japan.bundles).toEqual([
      expect.objectContaining({
        name: 'Japan 5 GB 30 days',
        topUp: false,
        state: 'queued',
        initialQuantity: 5000,
        remainingQuantity: 5000,
      }),
    ]);
    const vietnam = body.data.esims.find((e) => e.orderId === unlimited)!;
    expect(vietnam.bundles).toEqual([
      expect.objectContaining({ initialQuantity: -1, remainingQuantity: -1 }),
    ]);
  });

  it('needs a session and shows nobody else’s eSIMs', async () => {
    expect((await t.get('/v1/esims')).status).toBe(401);
    const stranger = await guestShopper(t);
    expect((await t.get<{ count: number }>('/v1/esims', stranger.headers)).body.count).toBe(0);
  });
});
