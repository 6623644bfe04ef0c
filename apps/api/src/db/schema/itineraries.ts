import {
  type ItineraryPlan,
  type ItineraryTrip,
  type Locale,
  UNLOCK_METHODS,
} from '@tern/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { sites } from './catalog';
import { oneOf } from './one-of';
import { coupons } from './promotions';

/**
 * A traveller's saved plan. `trip` is what the plan is made from (legs, preferences, edited
 * days); `plan` is the plan as computed when it was last saved, which every read shows.
 */
export const itineraries = pgTable(
  'itineraries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    trip: jsonb('trip').$type<ItineraryTrip>().notNull(),
    plan: jsonb('plan').$type<ItineraryPlan>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('itineraries_user').on(table.userId, table.updatedAt)],
);

/**
 * A read-only share link. It follows a saved plan (`itinerary_id`) or keeps the plan it was made
 * with (`plan`). Revoking sets `revoked_at`; the owner's session or the revoke key may do it.
 */
export const itineraryShares = pgTable(
  'itinerary_shares',
  {
    /** 128-bit random, base64url: the link itself. */
    id: text('id').primaryKey(),
    itineraryId: uuid('itinerary_id').references(() => itineraries.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the revoke key handed out once. */
    revokeKeyHash: text('revoke_key_hash').notNull(),
    title: text('title').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    plan: jsonb('plan').$type<ItineraryPlan>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('itinerary_shares_itinerary').on(table.itineraryId),
    check(
      'itinerary_shares_source',
      // A share follows a saved plan or keeps its own, never both or neither.
      sql`(${table.itineraryId} is null) <> (${table.plan} is null)`,
    ),
  ],
);

/** The Instagram account a traveller linked (one each way). */
export const instagramAccounts = pgTable('instagram_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instagramUserId: text('instagram_user_id').notNull().unique(),
  username: text('username'),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An OAuth `state` handed to Instagram: single use, short-lived, bound to the session's user. */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the state value. */
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  returnTo: text('return_to').notNull(),
  /** The trip's first country when the link started: where the free data is for. */
  tripCountryId: text('trip_country_id'),
  tripCountryName: text('trip_country_name'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The custom itinerary unlocked, once per traveller, with the free-data code it gave. */
export const itineraryUnlocks = pgTable(
  'itinerary_unlocks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    via: text('via').$type<(typeof UNLOCK_METHODS)[number]>().notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('itinerary_unlocks_via_known', oneOf(table.via, UNLOCK_METHODS))],
);

/** Spec §7 "Instagram links": what the itinerary landing page links to, per site, in order. */
export const instaLinks = pgTable(
  'insta_links',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.position] })],
);
