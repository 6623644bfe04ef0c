import { COUPON_STATUSES, type CouponStatus, type PromoForm } from '@tern/contracts';
import { DISCOUNT_TYPES, type DiscountType } from '@tern/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './commerce';
import { oneOf } from './one-of';

/** A partner whose code gives its travellers free data for one destination (spec §3 Partner). */
export const partners = pgTable('partners', {
  /** Upper case, as travellers type it (any case). */
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** A data: URL (PNG, JPEG or WebP), shown as an image only. */
  logoUrl: text('logo_url'),
  dataAmountMb: integer('data_amount_mb').notNull(),
  /** A country id of the catalogue. */
  destinationId: text('destination_id').notNull(),
  form: jsonb('form').$type<PromoForm>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const REDEMPTION_STATUSES = ['held', 'redeemed', 'released'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/**
 * A discount code and its rules. Amounts are US cents, converted at each order's rates.
 * `uses` counts held and redeemed uses: a conditional increment is what keeps a code with a
 * total limit from being used once too often, however many orders race for it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    description: text('description').notNull(),
    type: text('type').$type<DiscountType>().notNull(),
    percentOff: integer('percent_off'),
    amountOffUsdCents: integer('amount_off_usd_cents'),
    freeBundleId: text('free_bundle_id'),
    partnerCode: text('partner_code').references(() => partners.code),
    minSpendUsdCents: integer('min_spend_usd_cents'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    maxPerTraveller: integer('max_per_traveller'),
    kinds: text('kinds').array(),
    destinationIds: text('destination_ids').array(),
    productRefs: text('product_refs').array(),
    /** Null: every site; APP10 names the app's. */
    siteIds: text('site_ids').array(),
    combinable: boolean('combinable').notNull().default(false),
    status: text('status').$type<CouponStatus>().notNull().default('active'),
    batchId: uuid('batch_id'),
    uses: integer('uses').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupons_batch').on(table.batchId),
    check('coupons_type_known', oneOf(table.type, DISCOUNT_TYPES)),
    check('coupons_status_known', oneOf(table.status, COUPON_STATUSES)),
    check(
      'coupons_uses_within_limit',
      sql`${table.uses} >= 0 and (${table.maxRedemptions} is null or ${table.uses} <= ${table.maxRedemptions})`,
    ),
  ],
);

/**
 * One use of a code by one order: held while the order is unpaid, redeemed when it is paid,
 * released when it closes unpaid or every line is refunded (the use goes back).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Per-traveller limits count by e-mail, so a new guest login is the same traveller. */
    email: text('email').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currencyCode: text('currency_code').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('coupon_redemptions_order').on(table.couponId, table.orderId),
    index('coupon_redemptions_email').on(table.couponId, table.email),
    index('coupon_redemptions_order_id').on(table.orderId),
    check('coupon_redemptions_status_known', oneOf(table.status, REDEMPTION_STATUSES)),
  ],
);

/** Failed code validations, for the per-address and per-session limits. */
export const couponAttempts = pgTable(
  'coupon_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    address: text('address').notNull(),
    /** A hash of the session token, or null for a caller without one. */
    sessionKey: text('session_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_attempts_address').on(table.address, table.createdAt),
    index('coupon_attempts_session').on(table.sessionKey, table.createdAt),
  ],
);

/** A partner form sent (spec §7 promo form submit): one per traveller (e-mail) and partner. */
export const promoSubmissions = pgTable(
  'promo_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerCode: text('partner_code')
      .notNull()
      .references(() => partners.code),
    couponCode: text('coupon_code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    source: text('source').notNull(),
    formData: jsonb('form_data').$type<{ id: string; value: string }[]>().notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_submissions_one_per_traveller').on(table.partnerCode, table.email),
    index('promo_submissions_created').on(table.createdAt),
  ],
);

/** Every back-office action: who, what, when. Written in the transaction of the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_log_created').on(table.createdAt)],
);
