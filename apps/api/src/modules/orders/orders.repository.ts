import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines, orders, payments, users } from '../../db/schema';
import type { LineQuote, OrderLineRow, OrderRow } from '../../products/product-kind';

export type { OrderLineRow, OrderRow };
export type PaymentRow = typeof payments.$inferSelect;

export interface NewOrder {
  userId: string;
  siteId: string;
  currencyCode: string;
  totalMinor: number;
  totalUsdCents: number;
  paymentGateway: string;
  lines: (LineQuote & { kind: string })[];
}

/** The header and its lines in one statement: one round trip, and never a header without lines. */
export async function insertOrder(db: Database, order: NewOrder): Promise<{ id: string }> {
  const lines = order.lines.map(
    (line, position) =>
      sql`(${position}::smallint, ${line.kind}, ${line.productRef}, ${line.quantity}::smallint,
        ${line.unitAmountMinor}::integer, ${line.unitAmountMinor * line.quantity}::integer,
        ${JSON.stringify(line.snapshot)}::jsonb)`,
  );
  const result = (await db.execute(sql`
    with header as (
      insert into ${orders} (user_id, site_id, status, currency_code, subtotal_minor, discount_minor,
        total_minor, total_usd_cents, payment_gateway)
      values (${order.userId}, ${order.siteId}, 'awaiting_payment', ${order.currencyCode},
        ${order.totalMinor}, 0, ${order.totalMinor}, ${order.totalUsdCents}, ${order.paymentGateway})
      returning id)
    insert into ${orderLines} (order_id, position, kind, product_ref, quantity, unit_amount_minor,
      amount_minor, snapshot, status)
    select header.id, v.position, v.kind, v.product_ref, v.quantity, v.unit_amount_minor,
      v.amount_minor, v.snapshot, 'pending'
    from header, (values ${sql.join(lines, sql`, `)})
      as v(position, kind, product_ref, quantity, unit_amount_minor, amount_minor, snapshot)
    returning order_id`)) as unknown as { rows: { order_id: string }[] };
  return { id: result.rows[0]!.order_id };
}

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

/** The order row, locked until the transaction ends: payments and refunds queue behind it. */
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

export async function latestPayment(
  db: Database,
  orderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function ownerEmail(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
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
