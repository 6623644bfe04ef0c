import {
  ESIM_ALERTS,
  ESIM_BUNDLE_STATES,
  type EsimAlert,
  type EsimBundleState,
} from '@tern/contracts';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { esimProfiles } from './commerce';
import { oneOf } from './one-of';
import { orderLines } from './order-lines';

/**
 * The plans on an eSIM: the one bought with it, then each top-up, one row per order line
 * (unique), so a plan is never put on an eSIM twice. Usage figures are the provider's, as last
 * read by the usage job or a callback; remaining data only ever goes down for a bundle.
 */
export const esimBundles = pgTable(
  'esim_bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => esimProfiles.id),
    orderLineId: uuid('order_line_id')
      .notNull()
      .unique()
      .references(() => orderLines.id),
    name: text('name').notNull(),
    /** MB; -1 unlimited. */
    initialMb: integer('initial_mb').notNull(),
    /** MB; -1 unlimited; null until first read. */
    remainingMb: integer('remaining_mb'),
    durationDays: integer('duration_days').notNull(),
    state: text('state').$type<EsimBundleState>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('esim_bundles_profile').on(table.profileId, table.createdAt),
    check('esim_bundles_state_known', oneOf(table.state, ESIM_BUNDLE_STATES)),
  ],
);

/** Each alert e-mail a bundle sent: the primary key makes it once, whoever notices first. */
export const esimAlerts = pgTable(
  'esim_alerts',
  {
    bundleId: uuid('bundle_id')
      .notNull()
      .references(() => esimBundles.id),
    alert: text('alert').$type<EsimAlert>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.bundleId, table.alert] }),
    check('esim_alerts_alert_known', oneOf(table.alert, ESIM_ALERTS)),
  ],
);
