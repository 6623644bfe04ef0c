import { buildSeedCountries, type SeedCountry } from './countries';
import { buildSeedRates, type SeedRates } from './currencies';
import { buildSeedPlaces, type SeedPlace } from './places';
import { buildSeedBundles, type SeedBundle } from './plans';
import { buildSeedRegions, type SeedRegion } from './regions';

/** Bump when the generated catalogue changes so existing databases are re-seeded on start. */
export const CATALOGUE_SEED_VERSION = '2026-11-26.2';

export interface SeedCatalogue {
  countries: SeedCountry[];
  regions: SeedRegion[];
  bundles: SeedBundle[];
  rates: SeedRates;
  places: SeedPlace[];
}

let cached: SeedCatalogue | undefined;

/** Builds the whole catalogue from the data packages; pure and memoised per process. */
export function buildSeedCatalogue(): SeedCatalogue {
  if (cached) return cached;
  const countries = buildSeedCountries();
  const regions = buildSeedRegions(countries);
  cached = {
    countries,
    regions,
    bundles: buildSeedBundles(countries, regions),
    rates: buildSeedRates(),
    places: buildSeedPlaces(countries),
  };
  return cached;
}
