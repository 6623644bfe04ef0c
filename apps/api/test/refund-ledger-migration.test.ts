import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, queryRows } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { databaseMigratedTo } from './support/migrated-to';

/** Rows as version 0007 wrote them: the refund of a lounge cancellation lived on its booking. */
async function oldOrder(
  db: Database,
  userId: string,
  order: { status: string; totalMinor: number },
  lines: { kind: string; status: string; amountMinor: number }[],
) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into orders (user_id, status, currency_code, subtotal_minor, discount_minor,
          total_minor, total_usd_cents, payment_gateway, paid_at)
        values (${userId}, ${order.status}, 'EUR', ${order.totalMinor}, 0, ${order.totalMinor},
          ${order.totalMinor}, 'sandbox', case when ${order.status} = 'awaiting_payment' then null else now() end)
        returning id`,
  );
  const ids: string[] = [];
  for (const [position, line] of lines.entries()) {
    const [inserted] = await queryRows<{ id: string }>(
      db,
      sql`insert into order_lines (order_id, position, kind, product_ref, quantity,
            unit_amount_minor, amount_minor, snapshot, status)
          values (${row!.id}, ${position}, ${line.kind}, 'ref', 1, ${line.amountMinor},
            ${line.amountMinor}, '{"name":"x"}'::jsonb, ${line.status})
          returning id`,
    );
    ids.push(inserted!.id);
  }
  return { id: row!.id, lines: ids };
}

async function oldPayment(db: Database, orderId: string, status: string, amountMinor: number) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into payments (order_id, provider, status, currency_code, amount_minor)
        values (${orderId}, 'sandbox', ${status}, 'EUR', ${amountMinor}) returning id`,
  );
  return row!.id;
}

async function oldBooking(
  db: Database,
  orderId: string,
  lineId: string,
  booking: { status: string; cancelled?: boolean; refundMinor?: number },
) {
  await db.execute(sql`insert into airport_bookings (order_line_id, order_id, resource_id, date, slot,
      places, status, hold_expires_at, pass_id, cancelled_at, refund_minor, provider_refund_id)
    values (${lineId}, ${orderId}, 'LG-HAN-1', '2027-01-10', '10:00', 1, ${booking.status},
      now() + interval '10 minutes', ${booking.cancelled ? `pass-${lineId}` : null},
      ${booking.cancelled ? sql`now() - interval '1 day'` : null}, ${booking.refundMinor ?? null},
      ${booking.cancelled ? `sbx_re_${orderId}_${lineId}` : null})`);
}

describe('migration 0008: one refund ledger', () => {
  let handle: DatabaseHandle;
  let drop = async () => {};
  const o = {} as Record<
    'cancelled' | 'refunded' | 'failed' | 'paid' | 'unpaid',
    { id: string; lines: string[] }
  >;

  beforeAll(async () => {
    ({ handle, drop } = await databaseMigratedTo('0007_airport_bookings'));
    const db = handle.db;
    const [user] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, is_guest) values ('old@example.com', true) returning id`,
    );
    const userId = user!.id;
    // A fulfilled order whose lounge line the traveller cancelled (and was refunded 3000).
    o.cancelled = await oldOrder(db, userId, { status: 'fulfilled', totalMinor: 3649 }, [
      { kind: 'esim_plan', status: 'fulfilled', amountMinor: 649 },
      { kind: 'lounge_pass', status: 'refunded', amountMinor: 3000 },
    ]);
    await oldPayment(db, o.cancelled.id, 'succeeded', 3649);
    await oldBooking(db, o.cancelled.id, o.cancelled.lines[1]!, {
      status: 'released',
      cancelled: true,
      refundMinor: 3000,
    });
    // An order refunded whole when its delivery gave up (one row per order then).
    o.refunded = await oldOrder(db, userId, { status: 'refunded', totalMinor: 649 }, [
      { kind: 'esim_plan', status: 'refunded', amountMinor: 649 },
    ]);
    const paymentId = await oldPayment(db, o.refunded.id, 'refunded', 649);
    await db.execute(sql`insert into refunds (order_id, payment_id, provider, provider_refund_id,
        currency_code, amount_minor, reason)
      values (${o.refunded.id}, ${paymentId}, 'sandbox', 'sbx_re_old', 'EUR', 649, 'fulfilment gave up')`);
    // Delivery gave up, its refund job had not run yet.
    o.failed = await oldOrder(db, userId, { status: 'provisioning_failed', totalMinor: 649 }, [
      { kind: 'esim_plan', status: 'failed', amountMinor: 649 },
    ]);
    await oldPayment(db, o.failed.id, 'succeeded', 649);
    await db.execute(sql`insert into jobs (kind, key, payload, status, max_attempts)
      values ('refund-order', ${o.failed.id}, '{}', 'queued', 8)`);
    // A paid lounge order still holding its places, and an unpaid one.
    o.paid = await oldOrder(db, userId, { status: 'paid', totalMinor: 3000 }, [
      { kind: 'lounge_pass', status: 'pending', amountMinor: 3000 },
    ]);
    await oldPayment(db, o.paid.id, 'succeeded', 3000);
    await oldBooking(db, o.paid.id, o.paid.lines[0]!, { status: 'held' });
    o.unpaid = await oldOrder(db, userId, { status: 'awaiting_payment', totalMinor: 3000 }, [
      { kind: 'lounge_pass', status: 'pending', amountMinor: 3000 },
    ]);
    await oldBooking(db, o.unpaid.id, o.unpaid.lines[0]!, { status: 'held' });

    await runMigrations(handle);
  }, 120_000);

  afterAll(() => drop());

  const refundsOf = (orderId: string) =>
    queryRows<Record<string, unknown>>(
      handle.db,
      sql`select order_line_id, amount_minor, currency_code, reason, status, provider_refund_id,
            settled_at is not null as settled
          from refunds where order_id = ${orderId} order by created_at`,
    );

  it('moves a lounge cancellation’s refund from its booking into the ledger', async () => {
    expect(await refundsOf(o.cancelled.id)).toEqual([
      {
        order_line_id: o.cancelled.lines[1],
        amount_minor: 3000,
        currency_code: 'EUR',
        reason: 'traveller_cancelled',
        status: 'succeeded',
        provider_refund_id: `sbx_re_${o.cancelled.id}_${o.cancelled.lines[1]}`,
        settled: true,
      },
    ]);
    const columns = await queryRows<{ column_name: string }>(
      handle.db,
      sql`select column_name from information_schema.columns where table_name = 'airport_bookings'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain('refund_minor');
  });

  it('keeps an earlier failed delivery’s refund, naming its line and reason', async () => {
    expect(await refundsOf(o.refunded.id)).toEqual([
      expect.objectContaining({
        order_line_id: o.refunded.lines[0],
        amount_minor: 649,
        reason: 'delivery_failed',
        status: 'succeeded',
        provider_refund_id: 'sbx_re_old',
      }),
    ]);
  });

  it('finishes an order left in provisioning_failed: its refund decided and queued', async () => {
    const refunds = await refundsOf(o.failed.id);
    expect(refunds).toEqual([
      expect.objectContaining({
        order_line_id: o.failed.lines[0],
        amount_minor: 649,
        reason: 'delivery_failed',
        status: 'pending',
        settled: false,
      }),
    ]);
    const [order] = await queryRows<{ status: string }>(
      handle.db,
      sql`select status from orders where id = ${o.failed.id}`,
    );
    expect(order!.status).toBe('refunded');
    const jobs = await queryRows<{ kind: string; status: string }>(
      handle.db,
      sql`select kind, status from jobs where key = ${o.failed.id}
          or key in (select id::text from refunds where order_id = ${o.failed.id}) order by kind`,
    );
    expect(jobs).toEqual([
      { kind: 'refund-order', status: 'done' },
      { kind: 'refund-payment', status: 'queued' },
    ]);
  });

  it('keeps a paid order’s places and lets an unpaid order expire by its own job', async () => {
    const bookings = await queryRows<{ order_id: string; status: string }>(
      handle.db,
      sql`select order_id, status from airport_bookings where order_id in (${o.paid.id}, ${o.unpaid.id})`,
    );
    expect(new Map(bookings.map((b) => [b.order_id, b.status]))).toEqual(
      new Map([
        [o.paid.id, 'paid'],
        [o.unpaid.id, 'held'],
      ]),
    );
    const [expiry] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from jobs where kind = 'expire-order' and key = ${o.unpaid.id}`,
    );
    expect(expiry!.n).toBe(1);
  });

  it('refuses a status outside the contracts’ lists from now on', async () => {
    await expect(
      handle.db.execute(
        sql`update orders set status = 'provisioning_failed' where id = ${o.paid.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`update order_lines set status = 'failed' where order_id = ${o.paid.id}`,
      ),
    ).rejects.toThrow();
  });
});
