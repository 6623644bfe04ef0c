import type { Order, OrderStatus } from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { ORDER_MOVES } from '../src/modules/orders/lifecycle/order-moves';
import type { OrderLineRow } from '../src/modules/orders/order-rows';
import { stockSimulator } from '../src/providers/esim/simulator';
import { builtInCatalogue } from '../src/providers/lounges/built-in/built-in-provider';
import { loungePassLine } from './support/built-in-lounges';
import { guestShopper, HERE, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const lounge = builtInCatalogue().resources.find((r) => r.module === 1 && r.hours.allDay)!;
const today = localDateTime(lounge.timeZone, new Date()).date;

beforeAll(async () => {
  await stockSimulator(t.database.db, 400);
});

type Shopper = Awaited<ReturnType<typeof guestShopper>>;
interface Placed {
  shopper: Shopper;
  orderId: string;
  /** Every status the order was seen in, in order. */
  seen: OrderStatus[];
  paymentIds: string[];
}

/** What a traveller (or the system) can do; `at` picks one of the orders placed so far. */
type Step =
  | { op: 'create'; mix: 'esim' | 'lounge' | 'both' }
  | { op: 'pay'; at: number; card: keyof typeof TEST_CARDS }
  | { op: 'confirm'; at: number; approve: boolean }
  | { op: 'cancelOrder'; at: number }
  | { op: 'cancelLine'; at: number }
  | { op: 'giveUp'; at: number }
  | { op: 'expire'; at: number }
  | { op: 'jobs' };

const at = fc.nat(20);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('create' as const), mix: fc.constantFrom('esim', 'lounge', 'both') }),
  fc.record({
    op: fc.constant('pay' as const),
    at,
    card: fc.constantFrom('pays', 'declined', 'confirm'),
  }),
  fc.record({ op: fc.constant('confirm' as const), at, approve: fc.boolean() }),
  fc.record({ op: fc.constant('cancelOrder' as const), at }),
  fc.record({ op: fc.constant('cancelLine' as const), at }),
  fc.record({ op: fc.constant('giveUp' as const), at }),
  fc.record({ op: fc.constant('expire' as const), at }),
  fc.record({ op: fc.constant('jobs' as const) }),
);
/** One step, the same step replayed, or two steps raced. */
const event = fc.oneof(
  { weight: 6, arbitrary: step.map((s) => [s]) },
  { weight: 2, arbitrary: step.map((s) => [s, s]) },
  { weight: 2, arbitrary: fc.tuple(step, step) },
);

let dayOffset = 10;

async function run(s: Step, placed: Placed[]): Promise<void> {
  const pick = (i: number) => placed[i % Math.max(placed.length, 1)];
  if (s.op === 'create') {
    const shopper = await guestShopper(t);
    dayOffset += 1;
    const lounges = [
      loungePassLine(lounge.resourceId, { date: addDays(today, dayOffset), time: '10:00' }),
    ];
    const esims = [{ kind: 'esim_plan', bundleId: 'bndl_fr_5gb_30d' }];
    const lines = s.mix === 'esim' ? esims : s.mix === 'lounge' ? lounges : [...esims, ...lounges];
    const created = await t.post(
      '/v1/orders',
      { lines, currency: 'EUR', ...HERE },
      shopper.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    placed.push({
      shopper,
      orderId: created.json().data.orderId,
      seen: ['awaiting_payment'],
      paymentIds: [],
    });
    return;
  }
  if (s.op === 'jobs') {
    await t.app.jobs.runDue();
    return;
  }
  const target = pick(s.at);
  if (!target) return;
  const { shopper, orderId } = target;
  const answer = await (async () => {
    switch (s.op) {
      case 'pay': {
        const paid = await shopper.pay(orderId, TEST_CARDS[s.card]);
        if (paid.statusCode === 200) target.paymentIds.push(paid.json().data.paymentId);
        return paid;
      }
      case 'confirm': {
        const paymentId = target.paymentIds.at(-1);
        return paymentId ? shopper.confirm(paymentId, s.approve) : undefined;
      }
      case 'cancelOrder':
        return t.post(`/v1/orders/${orderId}/cancel`, {}, shopper.headers);
      case 'cancelLine': {
        const order = (await shopper.order(orderId)).body.data.order as Order;
        const line = order.lines.find((l) => l.kind === 'lounge_pass');
        return line && t.post(`/v1/orders/${orderId}/lines/${line.id}/cancel`, {}, shopper.headers);
      }
      case 'giveUp': {
        const [line] = await queryRows<OrderLineRow>(
          t.database.db,
          sql`select id, order_id as "orderId" from order_lines where order_id = ${orderId} order by position limit 1`,
        );
        await t.app.orderLifecycle.giveUpLine(line!);
        return undefined;
      }
      case 'expire':
        await t.app.orderLifecycle.expire(orderId, 0);
        return undefined;
    }
  })();
  // Whatever the order's state, a refused step is a clear 4xx, never a 5xx.
  if (answer) expect(answer.statusCode, answer.body).toBeLessThan(500);
}

const moves = Object.values(ORDER_MOVES).flatMap((move) =>
  move.from.map((from) => [from as OrderStatus, move.to as OrderStatus] as const),
);
/** Whether `to` follows `from` through the lifecycle's moves (several may happen in one event). */
function reachable(from: OrderStatus, to: OrderStatus): boolean {
  const seen = new Set<OrderStatus>([from]);
  const queue = [from];
  for (let next = queue.shift(); next; next = queue.shift())
    for (const [a, b] of moves)
      if (a === next && !seen.has(b)) {
        if (b === to) return true;
        seen.add(b);
        queue.push(b);
      }
  return false;
}

/** The ledger and the states, read back from the database. */
async function checkInvariants(placed: Placed[]) {
  const db = t.database.db;
  // This run's orders only: an earlier run's are its own business.
  const ids = sql.join(
    placed.map((p) => sql`${p.orderId}::uuid`),
    sql`, `,
  );
  // Refunded ≤ paid, per line and per payment; a line is refunded at most once.
  const overLines = await queryRows(
    db,
    sql`select l.id from order_lines l join refunds r on r.order_line_id = l.id and r.status <> 'failed'
        where l.order_id in (${ids}) group by l.id, l.amount_minor having sum(r.amount_minor) > l.amount_minor or count(*) > 1`,
  );
  expect(overLines).toEqual([]);
  // A refunded line gives back what it cost (no discounts yet), from the payment that paid it.
  const shortLines = await queryRows(
    db,
    sql`select l.id from order_lines l join refunds r on r.order_line_id = l.id and r.status <> 'failed'
        where l.order_id in (${ids}) and r.amount_minor <> l.amount_minor`,
  );
  expect(shortLines).toEqual([]);
  const overPayments = await queryRows(
    db,
    sql`select p.id from payments p join refunds r on r.payment_id = p.id and r.status <> 'failed'
        where p.order_id in (${ids}) group by p.id, p.amount_minor having sum(r.amount_minor) > p.amount_minor`,
  );
  expect(overPayments).toEqual([]);
  // At most one payment paid an order.
  const twicePaid = await queryRows(
    db,
    sql`select order_id from payments p where p.order_id in (${ids}) and (status = 'succeeded'
          or (status = 'refunded' and not exists (select 1 from refunds r where r.payment_id = p.id
            and r.reason = 'order_not_payable')))
        group by order_id having count(*) > 1`,
  );
  expect(twicePaid).toEqual([]);
  // Money taken either pays an order that was paid, or is on its way back.
  const kept = await queryRows(
    db,
    sql`select p.id from payments p join orders o on o.id = p.order_id
        where o.id in (${ids}) and p.status = 'succeeded'
          and o.status in ('awaiting_payment', 'cancelled')`,
  );
  expect(kept).toEqual([]);
  const unreturned = await queryRows(
    db,
    sql`select p.id from payments p where p.order_id in (${ids}) and p.status = 'refunded'
          and p.amount_minor > (select coalesce(sum(amount_minor), 0) from refunds r
            where r.payment_id = p.id and r.status <> 'failed')`,
  );
  expect(unreturned).toEqual([]);
  // Nothing delivered unpaid: a delivered line's order was paid, and holds its payment.
  const unpaidDeliveries = await queryRows(
    db,
    sql`select l.id from order_lines l join orders o on o.id = l.order_id
        left join esim_profiles e on e.order_line_id = l.id
        left join airport_bookings b on b.order_line_id = l.id and b.pass_id is not null
        where o.id in (${ids})
          and (l.status = 'fulfilled' or e.id is not null or b.order_line_id is not null)
          and (o.paid_at is null or not exists (select 1 from payments p where p.order_id = o.id
            and p.status in ('succeeded', 'refunded')))`,
  );
  expect(unpaidDeliveries).toEqual([]);
  // An order's status agrees with its lines.
  const inconsistent = await queryRows(
    db,
    sql`select o.id, o.status from orders o where o.id in (${ids}) and (
          (o.status = 'fulfilled' and (exists (select 1 from order_lines l where l.order_id = o.id and l.status = 'pending')
            or not exists (select 1 from order_lines l where l.order_id = o.id and l.status = 'fulfilled')))
          or (o.status = 'refunded' and exists (select 1 from order_lines l where l.order_id = o.id and l.status <> 'refunded'))
          or (o.status in ('awaiting_payment', 'cancelled') and exists (select 1 from order_lines l where l.order_id = o.id and l.status <> 'pending')))`,
  );
  expect(inconsistent).toEqual([]);
  // One receipt per order at most, one notice per refund at most: no event is applied twice.
  const mails = t.mailer.sent;
  for (const p of placed) {
    const mine = mails.filter((m) => m.to === p.shopper.email);
    expect(mine.filter((m) => !/refund|Cancelled/.test(m.subject)).length).toBeLessThanOrEqual(1);
  }
  // Every status change seen is one of the lifecycle's moves, and no state is reached twice.
  for (const p of placed) {
    const [row] = await queryRows<{ status: OrderStatus }>(
      db,
      sql`select status from orders where id = ${p.orderId}`,
    );
    const now = row!.status;
    const last = p.seen.at(-1)!;
    if (now !== last) {
      expect(reachable(last, now), `${p.orderId}: ${last} → ${now}`).toBe(true);
      expect(p.seen, `${p.orderId} back in ${now}`).not.toContain(now);
      p.seen.push(now);
    }
  }
}

describe('the order lifecycle under random sequences of pay, fail, cancel, refund, replay and race', () => {
  it('keeps refunded ≤ paid, applies every event once and delivers nothing unpaid', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 3, maxLength: 14 }), async (events) => {
        const placed: Placed[] = [];
        await run({ op: 'create', mix: 'both' }, placed);
        for (const group of events) {
          await Promise.all(group.map((s) => run(s, placed)));
          await checkInvariants(placed);
        }
        await t.app.jobs.runDue();
        await checkInvariants(placed);
      }),
      { numRuns: Number(process.env.LIFECYCLE_RUNS ?? 25) },
    );
  }, 600_000);
});
