import {
  ESIM_STATES,
  type EsimState,
  LOCALES,
  type Locale,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@tern/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { oneOf } from './one-of';
import { orderLines } from './order-lines';

/**
 * An order header. Its status, like its lines', payments' and refunds', is written only by the
 * order lifecycle (modules/orders/lifecycle), which says which moves are allowed.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The storefront it was bought on; null for orders placed before sites were recorded. */
    siteId: text('site_id'),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The currency the traveller saw and is charged in; amounts in its minor units. */
    currencyCode: text('currency_code').notNull(),
    /** Sum of the lines, as fixed by the server at order time (re-quoted only while unpaid). */
    subtotalMinor: integer('subtotal_minor').notNull(),
    /** Sum of the adjustments, as a positive amount taken off. */
    discountMinor: integer('discount_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    /** The total in US cents at the rate of the day, for analytics (spec §4 add_to_cart value). */
    totalUsdCents: integer('total_usd_cents').notNull(),
    paymentGateway: text('payment_gateway').notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    /** The language it was placed in: its receipt and refund e-mails are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user').on(table.userId, table.createdAt),
    check('orders_status_known', oneOf(table.status, ORDER_STATUSES)),
    check('orders_locale_known', oneOf(table.locale, LOCALES)),
  ],
);

/** A payment attempt. Never a card number: the last four digits and the brand at most. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** What was charged: the order's currency and its minor units (JPY 0 digits, BHD 3). */
    currencyCode: text('currency_code').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order').on(table.orderId),
    uniqueIndex('payments_provider_ref').on(table.provider, table.providerPaymentId),
    // An order is paid at most once, whatever retries or duplicate webhooks arrive.
    uniqueIndex('payments_one_success_per_order')
      .on(table.orderId)
      .where(sql`${table.status} = 'succeeded'`),
    check('payments_status_known', oneOf(table.status, PAYMENT_STATUSES)),
  ],
);

/**
 * eSIM profiles (GSMA SGP.22: ICCID, SM-DP+ address, matching id). order_line_id is unique, so
 * no order line ever holds two profiles (the last defence against double delivery), and a
 * profile, being one row, can only ever name one line. Its plans are esim_bundles rows.
 */
export const esimProfiles = pgTable(
  'esim_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    iccid: text('iccid').notNull().unique(),
    smdpAddress: text('smdp_address').notNull(),
    /** Sealed: v1.<keyId>.… (modules/esim-secrets); plain text until the re-seal job reaches it. */
    matchingId: text('matching_id').notNull(),
    /** As the provider last reported it (the usage job and its callbacks write it). */
    status: text('status').$type<EsimState>().notNull(),
    orderLineId: uuid('order_line_id')
      .unique()
      .references(() => orderLines.id),
    initialDataMb: integer('initial_data_mb'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    installedAt: timestamp('installed_at', { withTimezone: true }),
    /** When the provider's figures were last read (by the job or a callback). */
    usageReadAt: timestamp('usage_read_at', { withTimezone: true }),
    /** When the usage job reads it next; null once nothing can change (expired, voided). */
    nextReadAt: timestamp('next_read_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    reissueCount: integer('reissue_count').notNull().default(0),
    reissuedAt: timestamp('reissued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('esim_profiles_next_read')
      .on(table.nextReadAt)
      .where(sql`${table.nextReadAt} is not null`),
    check('esim_profiles_status_known', oneOf(table.status, ESIM_STATES)),
  ],
);

/** Durable jobs (transactional outbox): one per kind and business key, claimed with SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_kind_key').on(table.kind, table.key),
    index('jobs_due').on(table.runAt).where(sql`${table.status} = 'queued'`),
  ],
);

/** Webhook events already processed, by the provider's event id: duplicates are acknowledged only. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Idempotency-Key: the first answer to a (caller, route, key) is stored and replayed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.route, table.key] })],
);

/**
 * The built-in simulator's stock, standing in for a wholesaler's inventory. A profile reserved
 * for an order line stays reserved for it, so asking again for the same line returns the same one.
 * installed_at and mb_per_day drive its usage model (set by the dev-only control route).
 */
export const simulatorInventory = pgTable('simulator_inventory', {
  iccid: text('iccid').primaryKey(),
  smdpAddress: text('smdp_address').notNull(),
  matchingId: text('matching_id').notNull(),
  /** The reference it was reserved for (an order line id). */
  reservedFor: uuid('reserved_for').unique(),
  reservedAt: timestamp('reserved_at', { withTimezone: true }),
  installedAt: timestamp('installed_at', { withTimezone: true }),
  mbPerDay: integer('mb_per_day'),
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The plans the simulator holds on each of its eSIMs, in the order they were added. */
export const simulatorBundles = pgTable(
  'simulator_bundles',
  {
    /** The order line that bought it: adding the same reference twice adds it once. */
    reference: uuid('reference').primaryKey(),
    iccid: text('iccid')
      .notNull()
      .references(() => simulatorInventory.iccid),
    dataMb: integer('data_mb').notNull(),
    durationDays: integer('duration_days').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The dev control's figure: this many MB of the plan were used at used_at. */
    usedMb: integer('used_mb'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('simulator_bundles_iccid').on(table.iccid, table.addedAt)],
);

/** The wholesaler's order reference for each order line, so a retried job never buys twice. */
export const providerOrders = pgTable('provider_orders', {
  orderLineId: uuid('order_line_id')
    .primaryKey()
    .references(() => orderLines.id),
  provider: text('provider').notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
