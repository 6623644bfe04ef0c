import {
  ORDER_LINE_STATUSES,
  type OrderLineStatus,
  REFUND_REASONS,
  REFUND_STATUSES,
  type RefundReason,
  type RefundStatus,
  type SelfRefundReason,
} from '@tern/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { oneOf } from './one-of';

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
    /** pending → fulfilled; refunded (one row in refunds says why) when cancelled or undeliverable. */
    status: text('status').$type<OrderLineStatus>().notNull(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_lines_position').on(table.orderId, table.position),
    check('order_lines_status_known', oneOf(table.status, ORDER_LINE_STATUSES)),
  ],
);

/**
 * Discounts on an order, written by the order lifecycle only (one row per code applied, in the
 * order they were applied); amounts in minor units of the order's currency.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    /** Codes apply one after another in this order (what each takes depends on the earlier). */
    position: smallint('position').notNull().default(0),
    /** The code applied (kind 'coupon'). */
    couponId: uuid('coupon_id'),
    code: text('code'),
    description: text('description').notNull(),
    /** Negative for a discount. */
    amountMinor: integer('amount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_adjustments_order').on(table.orderId)],
);

/**
 * The refund ledger: every refund, whatever caused it, is one row, written by the order
 * lifecycle when it decides the refund (pending), then settled by the job that asks the gateway.
 * A line is refunded at most once, and a payment refunded whole at most once (the partial unique
 * indexes), whatever retries or races happen.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The line refunded; null when a whole payment goes back (one the order could not take). */
    orderLineId: uuid('order_line_id').references(() => orderLines.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id'),
    currencyCode: text('currency_code').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    reason: text('reason').$type<RefundReason>().notNull(),
    /** What the traveller said when they gave an eSIM or a top-up back themselves. */
    travellerReason: text('traveller_reason').$type<SelfRefundReason>(),
    status: text('status').$type<RefundStatus>().notNull(),
    failureReason: text('failure_reason'),
    /** While a job is asking the gateway: another run waits until then before asking again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order').on(table.orderId),
    uniqueIndex('refunds_one_per_line')
      .on(table.orderLineId)
      .where(sql`${table.orderLineId} is not null and ${table.status} <> 'failed'`),
    uniqueIndex('refunds_one_per_whole_payment')
      .on(table.paymentId)
      .where(sql`${table.orderLineId} is null and ${table.status} <> 'failed'`),
    check('refunds_status_known', oneOf(table.status, REFUND_STATUSES)),
    check('refunds_reason_known', oneOf(table.reason, REFUND_REASONS)),
    check('refunds_amount_positive', sql`${table.amountMinor} >= 0`),
  ],
);
