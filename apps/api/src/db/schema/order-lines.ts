import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders, payments } from './commerce';

/**
 * What an order sold, one row per product: the kind (esim_plan, later lounge_pass, …), the
 * product it names, the amount fixed by the server in the order's currency, and a snapshot of
 * exactly what was sold. Pages, receipts and history read the snapshot, never the live
 * catalogue, so a plan renamed or deleted later leaves old orders as they were.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: smallint('position').notNull().default(0),
    kind: text('kind').notNull(),
    /** The kind's own product id (a bundle id for an eSIM plan); no foreign key, it may go away. */
    productRef: text('product_ref').notNull(),
    quantity: smallint('quantity').notNull(),
    /** Minor units of the order's currency. */
    unitAmountMinor: integer('unit_amount_minor').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** pending → fulfilled, or failed when delivery gave up (then refunded with the order). */
    status: text('status').notNull(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('order_lines_position').on(table.orderId, table.position)],
);

/** Discounts and surcharges on an order (promotions will write here); amounts in minor units. */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** Negative for a discount. */
    amountMinor: integer('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_adjustments_order').on(table.orderId)],
);

/**
 * Money given back through the gateway. order_id is unique: whatever retries or races happen,
 * an order is refunded at most once.
 */
export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  provider: text('provider').notNull(),
  providerRefundId: text('provider_refund_id'),
  currencyCode: text('currency_code').notNull(),
  amountMinor: integer('amount_minor').notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
