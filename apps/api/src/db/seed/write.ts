import { APP_SITE_ID } from '@tern/contracts';
import { eq, getTableColumns, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import * as t from '../schema';
import { buildSeedCatalogue, CATALOGUE_SEED_VERSION } from './index';
import { buildSeedInstaLinks } from './insta-links';

const SEED_NAME = 'catalogue';
const BATCH_SIZE = 500;

export const DEFAULT_SITE = {
  id: 'tern-web',
  name: 'Tern',
  defaultCurrency: 'USD',
  markupBasisPoints: 0,
};

/** The app's storefront (X-Site-Id tern-app): APP10 is honoured there alone (spec §1). */
export const APP_SITE = {
  id: APP_SITE_ID,
  name: 'Tern app',
  defaultCurrency: 'USD',
  markupBasisPoints: 0,
};

/**
 * The seeded sites' Instagram links, replaced on every start (a handful of rows). Kept out of
 * seedCatalogue, which must also run on databases migrated only part way (migration tests).
 */
export async function seedInstaLinks(db: Database): Promise<void> {
  const siteIds = [DEFAULT_SITE.id, APP_SITE.id];
  await db.transaction(async (tx) => {
    const write = tx as unknown as Database;
    await write.delete(t.instaLinks).where(inArray(t.instaLinks.siteId, siteIds));
    await insertBatches(write, t.instaLinks, buildSeedInstaLinks(siteIds));
  });
}

/**
 * Seeds the catalogue once per seed version, in one transaction. Rows are upserted by their
 * stable ids and stale ones removed, so links and (later) orders that name a plan stay valid.
 */
export async function seedCatalogue(db: Database): Promise<{ seeded: boolean }> {
  const applied = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED_NAME));
  if (applied[0]?.version === CATALOGUE_SEED_VERSION) return { seeded: false };

  const catalogue = buildSeedCatalogue();
  await db.transaction(async (tx) => {
    const write = tx as unknown as Database;
    const seededSites = [DEFAULT_SITE, APP_SITE];
    await upsert(write, t.sites, seededSites, t.sites.id, ['createdAt', 'markupBasisPoints']);
    await replaceAll(write, t.countries, catalogue.countries, t.countries.id);
    await replaceAll(write, t.regions, catalogue.regions, t.regions.id);
    await write.delete(t.regionCountries);
    await insertBatches(
      write,
      t.regionCountries,
      catalogue.regions.flatMap((r) =>
        r.countryIds.map((countryId) => ({ regionId: r.id, countryId })),
      ),
    );
    await replaceAll(write, t.bundles, catalogue.bundles, t.bundles.id);
    const { currencies, date } = catalogue.rates;
    await replaceAll(write, t.currencies, currencies, t.currencies.code);
    await replaceAll(
      write,
      t.exchangeRates,
      currencies.map((c) => ({ currencyCode: c.code, ratePerUsd: c.ratePerUsd, ratesDate: date })),
      t.exchangeRates.currencyCode,
    );
    await write.delete(t.places);
    await insertBatches(write, t.places, catalogue.places);
    await upsert(
      write,
      t.seedRuns,
      [{ name: SEED_NAME, version: CATALOGUE_SEED_VERSION }],
      t.seedRuns.name,
      [],
    );
  });
  return { seeded: true };
}

/** Upserts every row and deletes the rows whose key is no longer in the data. */
async function replaceAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly object[],
  key: PgColumn,
): Promise<void> {
  await upsert(db, table, rows, key, []);
  const property = keyProperty(table, key);
  const keys = rows.map((row) => (row as Record<string, unknown>)[property] as string);
  await db.delete(table).where(notInArray(key, keys));
}

async function upsert<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly object[],
  key: PgColumn,
  keepOnConflict: string[],
): Promise<void> {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const [property, column] of Object.entries(columns)) {
    if (column === key || keepOnConflict.includes(property)) continue;
    set[property] = sql.raw(`excluded."${column.name}"`);
  }
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    const batch = rows.slice(i, i + BATCH_SIZE).map((row) => pick(row, columns));
    await db
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target: key, set });
  }
}

async function insertBatches<T extends PgTable>(db: Database, table: T, rows: readonly object[]) {
  const columns = getTableColumns(table);
  for (let i = 0; i < rows.length; i += BATCH_SIZE) {
    await db
      .insert(table)
      .values(rows.slice(i, i + BATCH_SIZE).map((row) => pick(row, columns)) as never);
  }
}

/** Seed records carry extra build-time fields (cost per GB, member lists); keep table columns only. */
function pick(row: object, columns: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const source = row as Record<string, unknown>;
  for (const property of Object.keys(columns))
    if (property in source) out[property] = source[property];
  return out;
}

function keyProperty(table: PgTable, key: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, column]) => column === key);
  if (!entry) throw new Error(`key column ${key.name} is not in the table`);
  return entry[0];
}
