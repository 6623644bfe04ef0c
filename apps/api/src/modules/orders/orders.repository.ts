import type { OrderLineKind } from '@tern/contracts';
import { and, asc, desc, eq, inArray, ne, notExists, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  coupons,
  orderAdjustments,
  orderLines,
  orders,
  partners,
  payments,
  refunds,
  users,
} from '../../db/schema';
import type { OrderReader } from '../../products/product-kind';
import { isPaidStatus } from './lifecycle/order-moves';
import type { OrderLineRow, OrderRow, PaymentRow, RefundRow } from './order-rows';

/** Reads of the money path. Writes are the lifecycle's alone (lifecycle/). */

/** An order as its owner may see it; undefined for anyone else (they get a 404, not a 403). */
export async function findOwnedOrder(
  db: Database,
  orderId: string,
  userId: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row;
}

export async function findOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** The order row, locked until the transaction ends: every transition queues behind it. */
export async function lockOrder(tx: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export function linesOf(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
}

export async function findLine(db: Database, lineId: string): Promise<OrderLineRow | undefined> {
  const [row] = await db.select().from(orderLines).where(eq(orderLines.id, lineId));
  return row;
}

export async function findPayment(
  db: Database,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export function paymentsOf(db: Database, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt));
}

/**
 * The payment that paid the order (succeeded, or since refunded with it); a payment turned away
 * because the order could not take it (refunded whole, order_not_payable) never is.
 */
export async function paidBy(db: Database, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['succeeded', 'refunded']),
        notExists(
          db
            .select({ id: refunds.id })
            .from(refunds)
            .where(
              and(eq(refunds.paymentId, payments.id), eq(refunds.reason, 'order_not_payable')),
            ),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export function refundsOf(db: Database, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** The discounts on an order, in the order they were applied. */
export function adjustmentsOf(db: Database, orderId: string) {
  return db
    .select()
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId))
    .orderBy(asc(orderAdjustments.position));
}

/** The partners of the codes on an order, and of `code` if given (their free plans). */
export function partnersOfCodes(db: Database, orderId: string, code?: string) {
  const onOrder = db
    .select({ couponId: orderAdjustments.couponId })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId));
  const named = code
    ? or(inArray(coupons.id, onOrder), eq(coupons.code, code))
    : inArray(coupons.id, onOrder);
  return db
    .selectDistinct({ partner: partners })
    .from(coupons)
    .innerJoin(partners, eq(partners.code, coupons.partnerCode))
    .where(named)
    .then((rows) => rows.map((r) => r.partner));
}

export async function findRefund(db: Database, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

export async function ownerEmail(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

/** Where and in which language to write to a traveller (the language they last used). */
export async function ownerContact(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { email: '', locale: 'en' as const };
}

/** What a product kind may know of the order its line is in. */
export type LineOrder = Pick<OrderRow, 'id' | 'status' | 'createdAt' | 'paidAt'> & {
  /** Paid and not given back: the traveller holds what the line sold. */
  paid: boolean;
};

/**
 * A traveller's lines of the given kinds, newest order first, with their order's state; orders
 * never paid are left out. The owner join is the per-object check of every "my …" list.
 */
export async function paidLinesOwnedBy(
  db: Database,
  userId: string,
  kinds: readonly OrderLineKind[],
): Promise<{ line: OrderLineRow; order: LineOrder }[]> {
  const rows = await db
    .select({
      line: orderLines,
      order: {
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
      },
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.status, 'awaiting_payment'),
        ne(orders.status, 'cancelled'),
        inArray(orderLines.kind, [...kinds]),
      ),
    )
    .orderBy(desc(orders.createdAt), asc(orderLines.position));
  return rows.map(({ line, order }) => ({
    line,
    order: { ...order, paid: isPaidStatus(order.status) },
  }));
}

/** The reads of orders that product kinds are given (they never touch this module's tables). */
export function createOrderReader(db: Database): OrderReader {
  return {
    paidLinesOwnedBy: (userId, kinds) => paidLinesOwnedBy(db, userId, kinds),
  };
}

/** When a traveller signs in, the orders they placed as a guest with that e-mail become theirs. */
export async function moveGuestOrders(
  db: Database,
  accountId: string,
  email: string,
): Promise<void> {
  const guests = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isGuest, true)));
  await db.update(orders).set({ userId: accountId }).where(inArray(orders.userId, guests));
}
