import type { RefundReason, SelfRefundReason } from '@tern/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client';
import { orderLines, orders, payments, refunds } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import type { ProductRegistry } from '../../../products/registry';
import { REFUND_PAYMENT, SEND_RECEIPT } from '../job-kinds';
import type { OrderLineRow, OrderRow, PaymentRow, RefundRow } from '../order-rows';
import { paidBy } from '../orders.repository';
import { releaseCodes } from './discount-transitions';
import { LINE_MOVES, ORDER_MOVES, PAYMENT_MOVES } from './order-moves';

/** Everything a payment has given back or is giving back (failed refunds aside). */
async function refundedOf(tx: Database, paymentId: string): Promise<number> {
  const [row] = await queryRows<{ minor: number }>(
    tx,
    sql`select coalesce(sum(amount_minor), 0)::int as minor from ${refunds}
        where payment_id = ${paymentId} and status <> 'failed'`,
  );
  return row!.minor;
}

/** A line's share of what was charged: its amount less its part of the order's discount. */
function chargedFor(order: OrderRow, line: OrderLineRow): number {
  if (order.discountMinor === 0 || order.subtotalMinor === 0) return line.amountMinor;
  return (
    line.amountMinor - Math.round((order.discountMinor * line.amountMinor) / order.subtotalMinor)
  );
}

/** One refund row, its gateway job when money moves, and the payment marked when all goes back. */
async function writeRefund(
  tx: Database,
  payment: PaymentRow,
  row: {
    orderId: string;
    orderLineId: string | null;
    amountMinor: number;
    reason: RefundReason;
    travellerReason?: SelfRefundReason | null;
  },
): Promise<RefundRow> {
  const already = await refundedOf(tx, payment.id);
  const amountMinor = Math.max(0, Math.min(row.amountMinor, payment.amountMinor - already));
  const [refund] = await tx
    .insert(refunds)
    .values({
      ...row,
      amountMinor,
      paymentId: payment.id,
      provider: payment.provider,
      currencyCode: payment.currencyCode,
      // Nothing to give back (a free line): settled as it is written.
      status: amountMinor > 0 ? 'pending' : 'succeeded',
      settledAt: amountMinor > 0 ? null : new Date(),
    })
    .returning();
  if (amountMinor > 0) await enqueueJob(tx, { kind: REFUND_PAYMENT, key: refund!.id });
  if (already + amountMinor >= payment.amountMinor)
    await tx
      .update(payments)
      .set({ status: PAYMENT_MOVES.refund.to, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, PAYMENT_MOVES.refund.from)));
  return refund!;
}

/**
 * Refunds one line of a paid order, inside the transaction that holds the order's lock: the line
 * becomes refunded, its kind gives back what it held, and the ledger gets one row.
 */
export async function refundLine(
  tx: Database,
  kinds: ProductRegistry,
  order: OrderRow,
  line: OrderLineRow,
  reason: RefundReason,
  said: { travellerReason?: SelfRefundReason | null } = {},
): Promise<RefundRow> {
  const payment = await paidBy(tx, order.id);
  if (!payment) throw new Error(`order ${order.id} is ${order.status} but has no payment`);
  const refund = await writeRefund(tx, payment, {
    orderId: order.id,
    orderLineId: line.id,
    amountMinor: chargedFor(order, line),
    reason,
    travellerReason: said.travellerReason ?? null,
  });
  await tx
    .update(orderLines)
    .set({ status: LINE_MOVES.refund.to })
    .where(and(eq(orderLines.id, line.id), inArray(orderLines.status, LINE_MOVES.refund.from)));
  await kinds.get(line.kind).release?.(tx, line, {
    kind: 'refunded',
    reason,
    travellerReason: said.travellerReason ?? null,
  });
  return refund;
}

/** A payment the order could not take (already paid, closed, a changed price) goes back whole. */
export async function refundWholePayment(tx: Database, payment: PaymentRow): Promise<RefundRow> {
  return writeRefund(tx, payment, {
    orderId: payment.orderId,
    orderLineId: null,
    amountMinor: payment.amountMinor,
    reason: 'order_not_payable',
  });
}

/**
 * Once no line is waiting for delivery, a paid order ends: fulfilled (with its one receipt) when
 * a line was delivered, refunded when every line was given back. Returns the order's status.
 */
export async function closeIfDone(tx: Database, order: OrderRow): Promise<OrderRow['status']> {
  const [counts] = await queryRows<{ open: number; delivered: number }>(
    tx,
    sql`select count(*) filter (where status = 'pending')::int as open,
          count(*) filter (where status = 'fulfilled')::int as delivered
        from ${orderLines} where order_id = ${order.id}`,
  );
  if (counts!.open > 0) return order.status;
  const move = counts!.delivered > 0 ? ORDER_MOVES.fulfil : ORDER_MOVES.refund;
  if (!(move.from as readonly string[]).includes(order.status)) return order.status;
  const at = new Date();
  await tx
    .update(orders)
    .set(
      move.to === 'fulfilled'
        ? { status: move.to, fulfilledAt: at }
        : { status: move.to, refundedAt: at },
    )
    .where(and(eq(orders.id, order.id), ne(orders.status, move.to)));
  if (move.to === 'fulfilled') await enqueueJob(tx, { kind: SEND_RECEIPT, key: order.id });
  // Every line given back: so are the uses of its codes.
  else await releaseCodes(tx, order.id, 'redeemed');
  return move.to;
}
