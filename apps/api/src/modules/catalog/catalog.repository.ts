import { asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import * as t from '../../db/schema';
import { MAX_MATCHES, TYPO_SIMILARITY } from './country-search';

export type CountryRow = typeof t.countries.$inferSelect;
export type RegionRow = typeof t.regions.$inferSelect;
export type BundleRow = typeof t.bundles.$inferSelect;
export type CurrencyRow = typeof t.currencies.$inferSelect & {
  ratePerUsd: number;
  ratesDate: string;
};

export interface CatalogueRows {
  countries: CountryRow[];
  regions: RegionRow[];
  regionCountries: { regionId: string; countryId: string }[];
  bundles: BundleRow[];
  currencies: CurrencyRow[];
  /** Cities and provinces by the name a traveller types, for search. */
  places: { nameKey: string; countryId: string }[];
}

/** The whole catalogue in six reads; it is small (a few thousand rows) and changes rarely. */
export async function loadCatalogueRows(db: Database): Promise<CatalogueRows> {
  const [countries, regions, regionCountries, bundles, currencies, places] = await Promise.all([
    db.select().from(t.countries).orderBy(asc(t.countries.name)),
    db.select().from(t.regions).orderBy(asc(t.regions.sortOrder)),
    db.select().from(t.regionCountries),
    db.select().from(t.bundles),
    db
      .select({
        code: t.currencies.code,
        name: t.currencies.name,
        symbol: t.currencies.symbol,
        country: t.currencies.country,
        countryCode: t.currencies.countryCode,
        minorUnits: t.currencies.minorUnits,
        ratePerUsd: t.exchangeRates.ratePerUsd,
        ratesDate: t.exchangeRates.ratesDate,
      })
      .from(t.currencies)
      .innerJoin(t.exchangeRates, eq(t.exchangeRates.currencyCode, t.currencies.code))
      .orderBy(asc(t.currencies.code)),
    db.select({ nameKey: t.places.nameKey, countryId: t.places.countryId }).from(t.places),
  ]);
  return { countries, regions, regionCountries, bundles, currencies, places };
}

/**
 * Country ids matching a normalised search text, best first: exact name or ISO code, name
 * prefix, name substring, a city or province in that country, then one-typo trigram matches.
 * The storefront answers search in memory (country-search.ts); this pg_trgm query is the
 * reference its tests compare it with, on PGlite and on PostgreSQL. `otherNames` are the
 * countries' names in the other locales (from ICU, not stored), matched as the English ones are.
 */
export async function searchCountryIds(
  db: Database,
  text: string,
  otherNames: readonly { countryId: string; nameKey: string }[] = [],
): Promise<string[]> {
  const pattern = text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const upper = text.toUpperCase();
  const extra = otherNames.length
    ? sql`union all select * from (values ${sql.join(
        otherNames.map((n) => sql`(${n.countryId}, ${n.nameKey})`),
        sql`, `,
      )}) as other(id, name_key)`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with names as (select id, name_key from ${t.countries} ${extra})
    select id from (
      select c.id, 0 as tier, 1::real as score from ${t.countries} c
        where c.iso_code = ${upper} or c.iso3_code = ${upper}
      union all
      select n.id, 0, 1 from names n where n.name_key = ${text}
      union all
      select n.id, 1, 1 from names n where n.name_key like ${`${pattern}%`}
      union all
      select n.id, 2, 1 from names n where n.name_key like ${`%${pattern}%`}
      union all
      select p.country_id, 3, 1 from ${t.places} p where p.name_key = ${text}
      union all
      select n.id, 4, similarity(n.name_key, ${text}) from names n
        where similarity(n.name_key, ${text}) >= ${TYPO_SIMILARITY}
    ) matches
    group by id
    order by min(tier), max(score) desc, id
    limit ${MAX_MATCHES}
  `,
  );
  return rows.map((row) => row.id);
}

/** A cheap round trip that fails fast when the database is gone (readiness). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
