import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A storefront that calls the API (X-Site-Id). Holds brand, default currency and markup. */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  defaultCurrency: text('default_currency').notNull(),
  markupBasisPoints: integer('markup_basis_points').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const countries = pgTable(
  'countries',
  {
    id: text('id').primaryKey(),
    isoCode: text('iso_code').notNull().unique(),
    iso3Code: text('iso3_code').notNull(),
    name: text('name').notNull(),
    /** normalizeSearchText(name): lowercase, no accents; what search compares against. */
    nameKey: text('name_key').notNull(),
    officialName: text('official_name').notNull(),
    slug: text('slug').notNull().unique(),
    currencyCode: text('currency_code').notNull(),
    capital: text('capital'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    continent: text('continent').notNull(),
    subregion: text('subregion').notNull(),
    /** Lower is more visited; drives "popular" ordering. Null for the long tail. */
    popularityRank: integer('popularity_rank'),
    /** Plans here need an ID document at activation (settings.showDocuments). */
    requiresDocuments: boolean('requires_documents').notNull().default(false),
  },
  (table) => [index('countries_name_key_trgm').using('gin', sql`${table.nameKey} gin_trgm_ops`)],
);

export const regions = pgTable('regions', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const regionCountries = pgTable(
  'region_countries',
  {
    regionId: text('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    countryId: text('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.regionId, table.countryId] }),
    index('region_countries_country').on(table.countryId),
  ],
);

/** A data plan. Exactly one of countryId / regionId is set (bundleType 1 / 2). */
export const bundles = pgTable(
  'bundles',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    bundleType: smallint('bundle_type').notNull(),
    countryId: text('country_id').references(() => countries.id, { onDelete: 'cascade' }),
    regionId: text('region_id').references(() => regions.id, { onDelete: 'cascade' }),
    packageCode: text('package_code').notNull(),
    /** MB; -1 is unlimited. */
    dataAmountMb: integer('data_amount_mb').notNull(),
    durationDays: integer('duration_days').notNull(),
    /** Base retail price in USD cents, before the site's markup. */
    priceUsdCents: integer('price_usd_cents').notNull(),
    speed: jsonb('speed').$type<string[]>().notNull(),
    activationPolicy: text('activation_policy').notNull(),
    fairUse: jsonb('fair_use').$type<{ fullSpeedMbPerDay: number; throttledKbps: number }>(),
    isPopular: boolean('is_popular').notNull().default(false),
  },
  (table) => [
    check(
      'bundles_one_destination',
      sql`(${table.countryId} is null) <> (${table.regionId} is null)`,
    ),
    index('bundles_country').on(table.countryId),
    index('bundles_region').on(table.regionId),
    index('bundles_popular').on(table.isPopular).where(sql`${table.isPopular}`),
  ],
);

export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
  minorUnits: smallint('minor_units').notNull(),
});

/** One dated snapshot of rates: units of the currency for 1 USD. */
export const exchangeRates = pgTable('exchange_rates', {
  currencyCode: text('currency_code')
    .primaryKey()
    .references(() => currencies.code, { onDelete: 'cascade' }),
  ratePerUsd: doublePrecision('rate_per_usd').notNull(),
  ratesDate: text('rates_date').notNull(),
});

/** Cities and provinces a traveller may type instead of a country ("paris", "bali"). */
export const places = pgTable('places', {
  nameKey: text('name_key').primaryKey(),
  countryId: text('country_id')
    .notNull()
    .references(() => countries.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  population: integer('population'),
});

/** Records which version of the seed data the catalogue holds, so start-up seeds only once. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
