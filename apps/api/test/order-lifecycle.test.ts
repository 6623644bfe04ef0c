import type { Order } from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { EXPIRE_ORDER } from '../src/modules/orders/job-kinds';
import type { OrderLineRow } from '../src/modules/orders/order-rows';
import { heldInSlot } from '../src/products/lounge-pass/capacity';
import { stockSimulator } from '../src/providers/esim/simulator';
import { builtInCatalogue } from '../src/providers/lounges/built-in/built-in-provider';
import { loungePassLine } from './support/built-in-lounges';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

/** Every card the sandbox charged (a charge is final there: no later step can undo it). */
const charged = vi.hoisted(() => [] as string[]);
/** When set, charges wait until this many have arrived: two cards charged at the same time. */
const together = vi.hoisted(() => ({ count: 0, waiting: [] as (() => void)[] }));
vi.mock('../src/providers/payments/sandbox-gateway', async (original) =>
  (await import('./support/sandbox-with')).sandboxWith(await original(), {
    async create(input, next) {
      if (together.count > 0) {
        await new Promise<void>((resolve) => {
          together.waiting.push(resolve);
          if (together.waiting.length === together.count) {
            for (const go of together.waiting) go();
            together.count = 0;
            together.waiting = [];
          }
        });
      }
      const result = await next(input);
      if (result.status === 'succeeded') charged.push(input.orderId);
      return result;
    },
  }),
);

const t = useTestApp();
beforeAll(() => stockSimulator(t.database.db, 10));
const lounge = builtInCatalogue().resources.find((r) => r.module === 1 && r.hours.allDay)!;
const today = localDateTime(lounge.timeZone, new Date()).date;

async function loungeOrder(days: number) {
  const shopper = await guestShopper(t);
  const date = addDays(today, days);
  const created = await t.post(
    '/v1/orders',
    { lines: [loungePassLine(lounge.resourceId, { date, time: '10:00' })], currency: 'USD' },
    shopper.headers,
  );
  expect(created.statusCode, created.body).toBe(200);
  return {
    shopper,
    orderId: created.json().data.orderId as string,
    slot: { resourceId: lounge.resourceId, date, slot: '10:00' },
  };
}

const orderOf = async (shopper: Awaited<ReturnType<typeof guestShopper>>, orderId: string) =>
  (await shopper.order(orderId)).body.data.order as Order;

describe('paying an order that can no longer be paid', () => {
  it('says the order was refunded, not that it is already paid', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    await shopper.pay(orderId, TEST_CARDS.pays);
    const [line] = await queryRows<OrderLineRow>(
      t.database.db,
      sql`select id, order_id as "orderId" from order_lines where order_id = ${orderId}`,
    );
    await t.app.orderLifecycle.giveUpLine(line!);
    expect((await orderOf(shopper, orderId)).status).toBe('refunded');
    const again = await shopper.pay(orderId, TEST_CARDS.pays);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ORDER_REFUNDED' });
    expect(again.json().error.message).toContain('refunded');
  });

  it('records a card charged while another paid the order, and gives it back', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    together.count = 2;
    const answers = await Promise.all([
      shopper.pay(orderId, TEST_CARDS.pays),
      shopper.pay(orderId, TEST_CARDS.pays),
    ]);
    await t.app.jobs.runDue();
    const order = await orderOf(shopper, orderId);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(charged.filter((id) => id === orderId)).toHaveLength(2);
    const payments = await queryRows<{ id: string; status: string }>(
      t.database.db,
      sql`select id, status from payments where order_id = ${orderId}`,
    );
    // Every charge is on record: one pays the order, any other goes back whole; none is lost.
    expect(payments).toHaveLength(charged.filter((id) => id === orderId).length);
    expect(payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const turnedAway = payments.filter((p) => p.status !== 'succeeded');
    expect(order.refunds).toEqual(
      turnedAway.map(() =>
        expect.objectContaining({ lineId: null, reason: 'order_not_payable', status: 'succeeded' }),
      ),
    );
    expect(order.status).toBe('fulfilled');
  });
});

describe('closing an unpaid order', () => {
  it('lets the traveller cancel it: its places go back and it can no longer be paid', async () => {
    const { shopper, orderId, slot } = await loungeOrder(31);
    expect(await heldInSlot(t.database.db, slot)).toBe(1);
    const other = await guestShopper(t);
    expect((await t.post(`/v1/orders/${orderId}/cancel`, {}, other.headers)).statusCode).toBe(404);
    const cancelled = await t.post(`/v1/orders/${orderId}/cancel`, {}, shopper.headers);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.order.status).toBe('cancelled');
    expect(await heldInSlot(t.database.db, slot)).toBe(0);
    const again = await t.post(`/v1/orders/${orderId}/cancel`, {}, shopper.headers);
    expect(again.json().data.order.status).toBe('cancelled');
    const pay = await shopper.pay(orderId, TEST_CARDS.pays);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('ORDER_CANCELLED');
  });

  it('refuses to cancel a paid order with a message that says why', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    await shopper.pay(orderId, TEST_CARDS.pays);
    const answer = await t.post(`/v1/orders/${orderId}/cancel`, {}, shopper.headers);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.message).toContain('already paid');
  });

  it('expires an order whose held places ran out, unless a 3-D Secure step just started', async () => {
    const { shopper, orderId, slot } = await loungeOrder(32);
    const [job] = await queryRows<{ run_at: Date }>(
      t.database.db,
      sql`select run_at from jobs where kind = ${EXPIRE_ORDER} and key = ${orderId}`,
    );
    expect(new Date(job!.run_at).getTime() - Date.now()).toBeGreaterThan(25 * 60_000);
    expect((await shopper.pay(orderId, TEST_CARDS.confirm)).json().data.status).toBe(
      'requires_action',
    );
    expect(await t.app.orderLifecycle.expire(orderId, 60_000)).toBe('busy');
    expect(await t.app.orderLifecycle.expire(orderId, 0)).toBe('expired');
    const order = await orderOf(shopper, orderId);
    expect(order.status).toBe('cancelled');
    expect(order.payment?.status).toBe('declined');
    expect(await heldInSlot(t.database.db, slot)).toBe(0);
  });
});
