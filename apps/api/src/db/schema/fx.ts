import { doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Reference rates fetched by the daily fx job (FX_URL), one row per day and currency, kept as
 * history: units of the currency for 1 euro, as the ECB publishes them.
 */
export const fxRates = pgTable(
  'fx_rates',
  {
    ratesDate: text('rates_date').notNull(),
    currencyCode: text('currency_code').notNull(),
    perEur: doublePrecision('per_eur').notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.ratesDate, table.currencyCode] })],
);
