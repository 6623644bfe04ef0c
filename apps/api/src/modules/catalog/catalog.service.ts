import type {
  BundlesResponse,
  CountriesResponse,
  DestinationResponse,
  Locale,
  PopularBundlesResponse,
  RegionsResponse,
} from '@tern/contracts';
import {
  normalizeSearchText,
  POPULAR_SEARCH_DEFAULT,
  searchIntentOfNormalized,
} from '@tern/domain';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import type { GeocodeProvider } from '../../providers/geocode/geocode';
import { toBundle, toCountry, toPopularBundle, toRegion } from './catalog.mappers';
import type { CatalogueSnapshot, CountryEntry, RegionEntry } from './catalog.snapshot';
import type { CatalogueStore } from './catalog.store';
import { priceContext } from './pricing';

interface Paging {
  page: number;
  limit: number;
}
interface ListQuery extends Paging {
  search?: string | undefined;
  currency?: string | undefined;
  /** The language names are given in; search matches names in every language regardless. */
  locale: Locale;
}
export interface PopularQuery extends ListQuery {
  type?: '1' | '2' | undefined;
  lat?: number | undefined;
  long?: number | undefined;
  searchString?: string | undefined;
  isPopular?: boolean | undefined;
}

function paginate<T>(items: T[], { page, limit }: Paging): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

export function createCatalogueService(store: CatalogueStore, geocoder: GeocodeProvider) {
  /**
   * Countries a search text names, best first; null when there is nothing to search for.
   * Aliases (uk, usa, us, uae, dubai) map to their country; one or two other characters can
   * only be an ISO code ("fr"); anything longer goes to the forgiving search (country-search.ts),
   * which knows each country by its name in every locale ("france", "phap", "فرنسا").
   */
  function matchCountries(
    snapshot: CatalogueSnapshot,
    raw: string | undefined,
  ): CountryEntry[] | null {
    if (raw === undefined) return null;
    const text = normalizeSearchText(raw);
    if (text === '') return null;
    const intent = searchIntentOfNormalized(text);
    if (intent.kind === 'alias') {
      const name = normalizeSearchText(intent.destination);
      return snapshot.countries.filter((c) => c.nameKey === name);
    }
    if (intent.kind === 'none') {
      const byIso = snapshot.countriesByIso.get(text.toUpperCase());
      return byIso ? [byIso] : [];
    }
    // Searched in the snapshot the ids are then looked up in, synchronously (it is in memory).
    const ids = snapshot.searchCountries(intent.text);
    return ids.map((id) => snapshot.countriesById.get(id)).filter((c): c is CountryEntry => !!c);
  }

  /** The country at a point, when the point is on land we sell plans for. */
  async function countryAt(snapshot: CatalogueSnapshot, lat: number, long: number) {
    const place = await geocoder.locate(lat, long);
    return place ? (snapshot.countriesByIso.get(place.countryCode) ?? null) : null;
  }

  /** A region's name in any locale holds the text ("chau" finds Châu Âu, Châu Á…). */
  const regionNameHas = (region: RegionEntry, key: string, exact: boolean) =>
    Object.values(region.names).some((name) => {
      const normalized = normalizeSearchText(name);
      return exact ? normalized === key : normalized.includes(key);
    });

  function regionByName(snapshot: CatalogueSnapshot, raw: string): RegionEntry | undefined {
    const key = normalizeSearchText(raw);
    return snapshot.regions.find((r) => regionNameHas(r, key, true) || r.slug === key);
  }

  return {
    async listCountries(site: Site, query: ListQuery): Promise<CountriesResponse> {
      const snapshot = await store.snapshot();
      const prices = priceContext(snapshot, site, query.currency);
      // Unsearched, the list is in the reader's alphabetical order; a search's is by relevance.
      const matches = matchCountries(snapshot, query.search) ?? snapshot.countriesIn[query.locale];
      return {
        data: {
          countries: paginate(matches, query).map((c) =>
            toCountry(c, snapshot, prices, query.locale),
          ),
        },
        count: matches.length,
      };
    },

    /**
     * What a countries answer depends on besides the site: the locale, the page, the currency
     * and the countries matched (in order), not how (or in which language) the search was typed.
     */
    async countriesAnswerKey(query: ListQuery): Promise<string> {
      const snapshot = await store.snapshot();
      const matches = matchCountries(snapshot, query.search);
      const ids = matches ? matches.map((c) => c.id).join(',') : '*';
      return `countries ${query.locale} ${query.currency ?? ''} ${query.page} ${query.limit} ${ids}`;
    },

    /** Regions by name, or the regions whose plans cover the countries searched for. */
    async listRegions(site: Site, query: ListQuery): Promise<RegionsResponse> {
      const snapshot = await store.snapshot();
      const prices = priceContext(snapshot, site, query.currency);
      let regions = snapshot.regions;
      if (query.search !== undefined && normalizeSearchText(query.search) !== '') {
        const key = normalizeSearchText(query.search);
        const countries = matchCountries(snapshot, query.search) ?? [];
        const covered = new Set(countries.slice(0, 1).flatMap((c) => c.regions.map((r) => r.id)));
        regions = regions.filter((r) => regionNameHas(r, key, false) || covered.has(r.id));
      }
      return {
        data: {
          regions: paginate(regions, query).map((r) => toRegion(r, snapshot, prices, query.locale)),
        },
        count: regions.length,
      };
    },

    /** type 1: the plans of the named country; type 2: the regional plans that cover it. */
    async listBundles(
      site: Site,
      query: { search: string; type: '1' | '2'; currency?: string | undefined; locale: Locale },
    ): Promise<BundlesResponse> {
      const snapshot = await store.snapshot();
      const prices = priceContext(snapshot, site, query.currency);
      const region = regionByName(snapshot, query.search);
      const country = region ? undefined : matchCountries(snapshot, query.search)?.[0];
      const rows =
        query.type === '1'
          ? (country?.bundles ?? [])
          : region
            ? region.bundles
            : (country?.regions.flatMap((r) => r.bundles) ?? []);
      return {
        data: { bundles: rows.map((b) => toBundle(b, snapshot, prices, query.locale)) },
        count: rows.length,
      };
    },

    /**
     * The popular tab. With isPopular=true: the curated list across destinations. Otherwise the
     * plans of one country: the one typed in searchString, else the caller's location, else
     * `search` (default United States).
     */
    async popularBundles(site: Site, query: PopularQuery): Promise<PopularBundlesResponse> {
      const snapshot = await store.snapshot();
      const prices = priceContext(snapshot, site, query.currency);
      let rows: { bundle: CountryEntry['bundles'][number]; country: CountryEntry }[];
      if (query.isPopular) {
        const narrowed = matchCountries(snapshot, query.searchString);
        const allowed = narrowed ? new Set(narrowed.map((c) => c.id)) : null;
        rows = snapshot.popularBundles
          .filter((b) => !allowed || allowed.has(b.countryId ?? ''))
          .map((bundle) => ({ bundle, country: snapshot.countriesById.get(bundle.countryId!)! }));
      } else {
        const searched = matchCountries(snapshot, query.searchString);
        const located =
          query.lat !== undefined && query.long !== undefined
            ? await countryAt(snapshot, query.lat, query.long)
            : null;
        const named = matchCountries(snapshot, query.search ?? POPULAR_SEARCH_DEFAULT)?.[0];
        const country = searched ? searched[0] : (located ?? named);
        const bundles = !country
          ? []
          : query.type === '2'
            ? country.regions.flatMap((r) => r.bundles)
            : country.bundles;
        rows = country ? bundles.map((bundle) => ({ bundle, country })) : [];
      }
      return {
        data: {
          bundles: paginate(rows, query).map((r) =>
            toPopularBundle(r.bundle, r.country, prices, query.locale),
          ),
        },
        count: rows.length,
      };
    },

    async destination(
      site: Site,
      slug: string,
      query: { currency?: string | undefined; locale: Locale },
    ): Promise<DestinationResponse> {
      const snapshot = await store.snapshot();
      const { locale } = query;
      const prices = priceContext(snapshot, site, query.currency);
      const bundle = (b: CountryEntry['bundles'][number]) => toBundle(b, snapshot, prices, locale);
      const country = snapshot.countriesBySlug.get(slug);
      if (country) {
        return {
          data: {
            kind: 'country',
            country: toCountry(country, snapshot, prices, locale),
            localBundles: country.bundles.map(bundle),
            regionalBundles: country.regions.flatMap((r) => r.bundles).map(bundle),
            regions: country.regions.map((r) => toRegion(r, snapshot, prices, locale)),
          },
        };
      }
      const region = snapshot.regionsBySlug.get(slug);
      if (region) {
        return {
          data: {
            kind: 'region',
            region: toRegion(region, snapshot, prices, locale),
            regionalBundles: region.bundles.map(bundle),
          },
        };
      }
      throw new ApiError(404, 'DESTINATION_NOT_FOUND', `No destination is called "${slug}".`);
    },

    /** Whether the caller's location needs ID documents (settings.showDocuments). */
    async locationNeedsDocuments(
      lat: number | undefined,
      long: number | undefined,
    ): Promise<boolean> {
      if (lat === undefined || long === undefined) return false;
      const snapshot = await store.snapshot();
      return (await countryAt(snapshot, lat, long))?.requiresDocuments ?? false;
    },

    store,
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
