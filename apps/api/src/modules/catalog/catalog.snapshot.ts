import { isUnlimitedData, LOCALES, type Locale, normalizeSearchText } from '@tern/domain';
import type {
  BundleRow,
  CatalogueRows,
  CountryRow,
  CurrencyRow,
  RegionRow,
} from './catalog.repository';
import { createCountrySearch, type SearchableCountry } from './country-search';
import { byNameIn, countryNames, type DestinationNames, regionNames } from './destination-names';
import { popularNeighboursNotCovered } from './region-neighbours';

export interface NamedCountryRow extends CountryRow {
  names: DestinationNames;
}

export interface RegionEntry extends RegionRow {
  names: DestinationNames;
  /** In English name order; `countriesIn` has each locale's. */
  countries: NamedCountryRow[];
  countriesIn: Record<Locale, NamedCountryRow[]>;
  bundles: BundleRow[];
  cheapest: BundleRow | null;
}

export interface CountryEntry extends NamedCountryRow {
  bundles: BundleRow[];
  cheapest: BundleRow | null;
  regions: RegionEntry[];
}

/** An indexed, read-only view of the catalogue that every catalogue read is answered from. */
export interface CatalogueSnapshot {
  /** In English name order (slugs, ids and the spec's lists); `countriesIn` per locale. */
  countries: CountryEntry[];
  countriesIn: Record<Locale, CountryEntry[]>;
  countriesById: Map<string, CountryEntry>;
  countriesBySlug: Map<string, CountryEntry>;
  countriesByIso: Map<string, CountryEntry>;
  regions: RegionEntry[];
  regionsBySlug: Map<string, RegionEntry>;
  bundlesById: Map<string, BundleRow>;
  /** Popular plans, most-visited destination first, then cheapest. */
  popularBundles: BundleRow[];
  currencies: CurrencyRow[];
  currenciesByCode: Map<string, CurrencyRow>;
  /** Country ids for a normalised search text, best match first (see country-search.ts). */
  searchCountries: (text: string) => string[];
  /** Popular countries next to a region that its plans do not cover (region-neighbours.ts). */
  neighboursNotCovered: (region: RegionEntry) => CountryEntry[];
}

/** Plans are listed smallest first, unlimited last, shorter before longer. */
export function compareBundles(a: BundleRow, b: BundleRow): number {
  const dataA = isUnlimitedData(a.dataAmountMb) ? Number.POSITIVE_INFINITY : a.dataAmountMb;
  const dataB = isUnlimitedData(b.dataAmountMb) ? Number.POSITIVE_INFINITY : b.dataAmountMb;
  return dataA - dataB || a.durationDays - b.durationDays || a.priceUsdCents - b.priceUsdCents;
}

/** "Starting from" is the cheapest plan; on a tie, the one with more data. */
function cheapestOf(bundles: BundleRow[]): BundleRow | null {
  let best: BundleRow | null = null;
  for (const b of bundles) {
    if (!best || b.priceUsdCents < best.priceUsdCents) best = b;
    else if (b.priceUsdCents === best.priceUsdCents && b.dataAmountMb > best.dataAmountMb) best = b;
  }
  return best;
}

export function buildSnapshot(rows: CatalogueRows): CatalogueSnapshot {
  const bundlesByOwner = new Map<string, BundleRow[]>();
  for (const bundle of rows.bundles) {
    const owner = bundle.countryId ?? bundle.regionId!;
    const list = bundlesByOwner.get(owner) ?? [];
    list.push(bundle);
    bundlesByOwner.set(owner, list);
  }
  for (const list of bundlesByOwner.values()) list.sort(compareBundles);

  const namedRows = rows.countries.map((c) => ({ ...c, names: countryNames(c) }));
  const countryRows = new Map(namedRows.map((c) => [c.id, c]));
  const regions: RegionEntry[] = rows.regions.map((region) => {
    const bundles = bundlesByOwner.get(region.id) ?? [];
    const members = rows.regionCountries
      .filter((link) => link.regionId === region.id)
      .map((link) => countryRows.get(link.countryId)!);
    const countriesIn = inEveryLocale(members);
    return {
      ...region,
      names: regionNames(region),
      countries: countriesIn.en,
      countriesIn,
      bundles,
      cheapest: cheapestOf(bundles),
    };
  });

  const countries: CountryEntry[] = namedRows.map((country) => {
    const bundles = bundlesByOwner.get(country.id) ?? [];
    const covering = regions.filter((r) => r.countries.some((c) => c.id === country.id));
    return { ...country, bundles, cheapest: cheapestOf(bundles), regions: covering };
  });
  const countriesById = new Map(countries.map((c) => [c.id, c]));

  const rankOf = (b: BundleRow) =>
    countriesById.get(b.countryId ?? '')?.popularityRank ?? Number.MAX_SAFE_INTEGER;
  const popularBundles = rows.bundles
    .filter((b) => b.isPopular)
    .sort((a, b) => rankOf(a) - rankOf(b) || a.priceUsdCents - b.priceUsdCents);

  // Worked out on first use: it reads the cities dataset, which most snapshots never need.
  const neighbours = new Map<string, CountryEntry[]>();
  const neighboursNotCovered = (region: RegionEntry) => {
    let found = neighbours.get(region.id);
    if (!found) {
      found = popularNeighboursNotCovered(region.countries, countries);
      neighbours.set(region.id, found);
    }
    return found;
  };

  return {
    countries,
    // English keeps the database's order, which the spec's lists and their tests were built on.
    countriesIn: { ...inEveryLocale(countries), en: countries },
    countriesById,
    countriesBySlug: new Map(countries.map((c) => [c.slug, c])),
    countriesByIso: new Map(countries.map((c) => [c.isoCode, c])),
    regions,
    regionsBySlug: new Map(regions.map((r) => [r.slug, r])),
    popularBundles,
    bundlesById: new Map(rows.bundles.map((b) => [b.id, b])),
    currencies: rows.currencies,
    currenciesByCode: new Map(rows.currencies.map((c) => [c.code, c])),
    searchCountries: createCountrySearch(countries.map(searchableCountry), rows.places),
    neighboursNotCovered,
  };
}

/** Each locale's list sorted by the names in it, as its readers sort them. */
function inEveryLocale<T extends NamedCountryRow>(list: readonly T[]): Record<Locale, T[]> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, [...list].sort(byNameIn<T>(locale))]),
  ) as Record<Locale, T[]>;
}

/** What search matches a country by: its name in every locale (English first), and its codes. */
export function searchableCountry(country: NamedCountryRow): SearchableCountry {
  const keys = new Set([country.nameKey, ...Object.values(country.names).map(normalizeSearchText)]);
  return { ...country, nameKeys: [...keys] };
}

/**
 * A country by its catalogue id, else by its English name or slug as the itinerary query carries
 * it (spec §2: countryId may be empty, countryName is the default's). Undefined when neither is one.
 */
export function countryByIdOrName(
  snapshot: CatalogueSnapshot,
  wanted: { countryId?: string | undefined; countryName?: string | undefined },
): CountryEntry | undefined {
  const byId = wanted.countryId ? snapshot.countriesById.get(wanted.countryId) : undefined;
  if (byId) return byId;
  const key = normalizeSearchText(wanted.countryName ?? '');
  if (!key) return undefined;
  return snapshot.countries.find((c) => c.nameKey === key || c.slug === key.replace(/ /g, '-'));
}
