import type { Order } from '@tern/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { stockSimulator } from '../src/providers/esim/simulator';
import { signedInAdmin } from './support/admin-client';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const OWNER = 'owner@tern.example';
const t = useTestApp({ adminEmails: [OWNER] });
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  admin = await signedInAdmin(t, OWNER);
  await stockSimulator(t.database.db, 5);
});

async function paidOrder() {
  const shopper = await guestShopper(t);
  const { orderId } = (await shopper.createOrder()).json().data;
  await shopper.pay(orderId, TEST_CARDS.pays);
  const order = (await shopper.order(orderId)).body.data.order as Order;
  return { shopper, orderId, order, lineId: order.lines[0]!.id };
}

const refundRows = (orderId: string) =>
  queryRows<{ order_line_id: string; reason: string; status: string; amount_minor: number }>(
    t.database.db,
    sql`select order_line_id, reason, status, amount_minor from refunds where order_id = ${orderId}`,
  );

const refundAudits = (orderId: string) =>
  queryRows<{ actor_email: string; details: { note: string; lineId: string } }>(
    t.database.db,
    sql`select actor_email, details from audit_log
        where action = 'order.refund_line' and target = ${`order:${orderId}`}`,
  );

const refundPath = (orderId: string, lineId: string) => `/orders/${orderId}/lines/${lineId}/refund`;

describe('finding orders', () => {
  it('finds an order by its id, and every order of an e-mail in any case', async () => {
    const { shopper, orderId } = await paidOrder();
    const second = (await shopper.createOrder()).json().data.orderId;
    const byId = (await admin.get(`/orders?query=${orderId.toUpperCase()}`)).json().data.orders;
    expect(byId).toEqual([
      {
        id: orderId,
        email: shopper.email,
        status: 'paid',
        total: expect.objectContaining({ currencyCode: 'USD', minor: expect.any(Number) }),
        createdAt: expect.any(String),
      },
    ]);
    const byEmail = await admin.get(
      `/orders?query=${encodeURIComponent(shopper.email.toUpperCase())}`,
    );
    expect(byEmail.json().data.orders.map((o: { id: string }) => o.id)).toEqual([second, orderId]);
    expect((await admin.get('/orders?query=nobody@example.com')).json().data.orders).toEqual([]);
  });

  it.each([
    ['/orders', 'query'],
    ['/orders?query=ab', 'query must be an order id or an e-mail address'],
    ['/orders?query=not-an-id-or-email', 'query must be an order id or an e-mail address'],
  ])('%s → 400 naming the problem', async (path, message) => {
    const refused = await admin.get(path);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(message);
  });

  it('shows an order as its traveller sees it, with every payment attempt', async () => {
    const { shopper, orderId } = await paidOrder();
    await shopper.pay(orderId, TEST_CARDS.declined);
    const shown = await admin.get(`/orders/${orderId}`);
    expect(shown.statusCode).toBe(200);
    const { order, payments } = shown.json().data;
    expect(order).toEqual((await shopper.order(orderId)).body.data.order);
    expect(payments[0]).toMatchObject({
      provider: 'sandbox',
      status: 'succeeded',
      amount: { minor: order.total.minor, currencyCode: 'USD' },
      cardBrand: 'visa',
      cardLast4: '4242',
      failureReason: null,
    });
    expect((await admin.get('/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await admin.get('/orders/nope')).statusCode).toBe(400);
  });
});

describe('the shop refunds a line', () => {
  it('refunds a paid line through the ledger (shop_refunded), with the note in the audit log', async () => {
    const { orderId, lineId, order } = await paidOrder();
    const refunded = await admin.post(refundPath(orderId, lineId), { note: 'Flight cancelled' });
    expect(refunded.statusCode).toBe(200);
    const { order: after } = refunded.json().data;
    expect(after.status).toBe('refunded');
    expect(after.lines[0].status).toBe('refunded');
    expect(after.refunds).toEqual([
      expect.objectContaining({
        lineId,
        reason: 'shop_refunded',
        amount: order.total,
        status: 'succeeded',
      }),
    ]);
    expect(refunded.json().data.payments[0].status).toBe('refunded');
    expect(await refundRows(orderId)).toEqual([
      {
        order_line_id: lineId,
        reason: 'shop_refunded',
        status: 'succeeded',
        amount_minor: order.total.minor,
      },
    ]);
    expect(await refundAudits(orderId)).toEqual([
      {
        actor_email: OWNER,
        details: expect.objectContaining({ note: 'Flight cancelled', lineId }),
      },
    ]);
  });

  it('refunds a delivered eSIM too, whatever the cancellation rule says', async () => {
    const { shopper, orderId, lineId } = await paidOrder();
    await t.app.jobs.runDue();
    expect((await shopper.order(orderId)).body.data.order.status).toBe('fulfilled');
    const refunded = await admin.post(refundPath(orderId, lineId), { note: 'Did not work' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().data.order.refunds[0].reason).toBe('shop_refunded');
  });

  it('refunds once, however many admins click at once', async () => {
    const { orderId, lineId } = await paidOrder();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.post(refundPath(orderId, lineId), { note: 'Twice?' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await refundAudits(orderId)).toHaveLength(1);
  });

  it('refuses an unpaid order, a line refunded by the traveller, and lines of other orders', async () => {
    const shopper = await guestShopper(t);
    const unpaid = (await shopper.createOrder()).json().data.orderId;
    const unpaidLine = ((await shopper.order(unpaid)).body.data.order as Order).lines[0]!.id;
    const refused = await admin.post(refundPath(unpaid, unpaidLine), { note: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ORDER_NOT_CHANGEABLE',
      message: 'This order was never paid, so there is nothing to refund.',
    });
    const { orderId } = await paidOrder();
    const elsewhere = await admin.post(refundPath(orderId, unpaidLine), { note: 'x' });
    expect(elsewhere.statusCode).toBe(404);
    const missing = await admin.post(
      refundPath('00000000-0000-4000-8000-000000000000', unpaidLine),
      { note: 'x' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a line already refunded for another reason', async () => {
    const { orderId, lineId } = await paidOrder();
    await t.database.db.execute(
      sql`update order_lines set status = 'refunded' where id = ${lineId}`,
    );
    const refused = await admin.post(refundPath(orderId, lineId), { note: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('LINE_ALREADY_REFUNDED');
  });

  it.each([
    [{}, 'note'],
    [{ note: '   ' }, 'note is required'],
    [{ note: 'x'.repeat(501) }, 'note'],
  ])('requires a note: %j → 400', async (body, message) => {
    const { orderId, lineId } = await paidOrder();
    const refused = await admin.post(refundPath(orderId, lineId), body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(message);
    expect(await refundRows(orderId)).toEqual([]);
  });
});

describe('the audit log', () => {
  it('lists every change newest first, with who did it', async () => {
    const page = (await admin.get('/audit?limit=2')).json().data;
    expect(page.count).toBeGreaterThan(2);
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      actorEmail: OWNER,
      action: 'order.refund_line',
      target: expect.stringMatching(/^order:/),
      createdAt: expect.any(String),
    });
    const all = (await admin.get('/audit?limit=100')).json().data.entries;
    expect(all.at(-1)).toMatchObject({ action: 'role.grant', actorEmail: 'config:ADMIN_EMAILS' });
    const times = all.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
