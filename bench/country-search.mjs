// `npm run bench:search`: the in-memory country search alone (country-search.ts), on the seeded
// catalogue, with the texts bench:api's cache-miss case sends (a name with one letter dropped and
// a random two-character suffix) and with names, prefixes and cities. Prints the best batch's
// microseconds per search, so a change to the search can be judged without the HTTP stack.

import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { seedCatalogue } from '../apps/api/src/db/seed/write.ts';
import { loadCatalogueRows } from '../apps/api/src/modules/catalog/catalog.repository.ts';
import { searchableCountry } from '../apps/api/src/modules/catalog/catalog.snapshot.ts';
import { createCountrySearch } from '../apps/api/src/modules/catalog/country-search.ts';
import { countryNames } from '../apps/api/src/modules/catalog/destination-names.ts';
import { normalizeSearchText } from '../packages/domain/src/search.ts';
import { misspeltSearch } from './lib/typo-search.mjs';

const BATCH = 1_000;
const BATCHES = 40;

/** The same misspellings as bench/api.mjs's cache-miss case, normalised as the API does. */
const typo = () => normalizeSearchText(misspeltSearch());

const database = await openDatabase({});
await runMigrations(database);
await seedCatalogue(database.db);
const rows = await loadCatalogueRows(database.db);
await database.close();

// As the snapshot indexes them: each country by its name in every locale.
const searchableCountries = rows.countries.map((c) =>
  searchableCountry({ ...c, names: countryNames(c) }),
);
const started = performance.now();
const search = createCountrySearch(searchableCountries, rows.places);
const buildMs = performance.now() - started;

const workloads = {
  'typo + random suffix (bench:api miss)': Array.from({ length: BATCH * 4 }, typo),
  'names, prefixes and cities': [
    ...rows.countries.flatMap((c) => [c.nameKey, c.nameKey.slice(0, 4)]),
    ...rows.places.slice(0, 1_000).map((p) => p.nameKey),
  ].filter((text) => text.length >= 3),
};

console.log(
  `${rows.countries.length} countries, ${rows.places.length} places; index built in ${buildMs.toFixed(0)} ms`,
);
for (const [name, texts] of Object.entries(workloads)) {
  let best = Number.POSITIVE_INFINITY;
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const begin = performance.now();
    for (let i = 0; i < BATCH; i += 1) search(texts[(batch * BATCH + i) % texts.length]);
    best = Math.min(best, performance.now() - begin);
  }
  // A batch of 1,000 searches in milliseconds is microseconds per search.
  console.log(`${name}: ${best.toFixed(2)} µs per search (best of ${BATCHES} batches)`);
}
