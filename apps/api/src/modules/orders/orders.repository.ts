import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimProfiles, orders, payments, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type ProfileRow = typeof esimProfiles.$inferSelect;

export async function insertOrder(
  db: Database,
  order: typeof orders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
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

export async function profileForOrder(
  db: Database,
  orderId: string,
): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(esimProfiles).where(eq(esimProfiles.orderId, orderId));
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

export async function listOwnedOrders(db: Database, userId: string): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), sql`${orders.status} <> 'awaiting_payment'`))
    .orderBy(desc(orders.createdAt));
}
