'use client';
// Types only: the browser does not re-validate API answers, so zod stays out of the bundle.
import type {
  CountriesResponse,
  Locale,
  PopularBundlesResponse,
  RegionsResponse,
} from '@tern/contracts';
import { BUNDLE_TYPE_COUNTRY, PAGE_SIZE, POPULAR_SEARCH_DEFAULT } from '@tern/domain';
import type { DestinationCardData } from '@/components/ui/destination-card';
import { requestDeviceLocation } from '@/features/destination-selection';
import { listCountries, listPopularBundles, listRegions } from '@/lib/api/browser/catalogue';

export type PlanTab = 'popular' | 'local' | 'regions';
export const PLAN_TABS: readonly PlanTab[] = ['popular', 'local', 'regions'];

export interface PlanListItem {
  key: string;
  /** What "choose options" selects: the English name, which its page's path is made from. */
  destination: { _id: string; name: string };
  card: DestinationCardData;
  /** Regions only: how many countries the plans cover. */
  countryCount?: number;
}

export interface PlanPage {
  items: PlanListItem[];
  total: number;
}

export interface PlanPageRequest {
  tab: PlanTab;
  page: number;
  /** Already resolved by resolveSearchIntent: an alias's destination or the normalised text. */
  search: string | undefined;
  currency: string;
  /** Cards show names in it; the API names them, so no name tables reach the browser. */
  locale: Locale;
  signal: AbortSignal;
}

const fromCountries = ({ data, count }: CountriesResponse): PlanPage => ({
  total: count,
  items: data.countries.map((c) => ({
    key: c._id,
    destination: { _id: c._id, name: c.name },
    card: {
      name: c.localName,
      flagUrl: c.flagImageUrlFull,
      price: c.lowestRetailPrice,
      currencySymbol: c.currencySymbol,
      days: c.lowestPriceBundle?.duration ?? null,
      dataAmount: c.lowestPriceBundle?.dataAmount,
    },
  })),
});

const fromRegions = ({ data, count }: RegionsResponse): PlanPage => ({
  total: count,
  items: data.regions.map((r) => ({
    key: r._id,
    destination: { _id: r._id, name: r.name },
    countryCount: r.countryCount,
    card: {
      name: r.localName,
      flagUrl: r.flagImageUrl,
      price: r.lowestRetailPrice,
      currencySymbol: r.currencySymbol,
      days: r.lowestPriceBundle?.duration ?? null,
      dataAmount: r.lowestPriceBundle?.dataAmount,
    },
  })),
});

const fromPopular = ({ data, count }: PopularBundlesResponse): PlanPage => ({
  total: count,
  items: data.bundles.map((b) => ({
    key: b._id,
    destination: { _id: b.country._id, name: b.country.name },
    card: {
      name: b.country.localName,
      flagUrl: b.country.flagImageUrlFull,
      price: b.convertedRetailPrice,
      currencySymbol: b.priceSymbol,
      days: b.duration,
      dataAmount: b.dataAmount,
    },
  })),
});

/**
 * Popular tab (spec §4, §7): the plans of the visitor's country when the device shares its
 * location, else the curated popular-flag list. A typed search asks for that country's plans
 * instead: the curated list holds only a few plans per country, so filtering it would answer
 * "not found" for most real countries.
 */
async function fetchPopular({ page, search, currency, locale, signal }: PlanPageRequest) {
  const paging = { page, limit: PAGE_SIZE, currency, locale };
  const location = await requestDeviceLocation();
  signal.throwIfAborted();
  if (location || search) {
    try {
      const coordinates = location ? { lat: location.latitude, long: location.longitude } : {};
      const query = {
        ...paging,
        ...coordinates,
        search: POPULAR_SEARCH_DEFAULT,
        type: BUNDLE_TYPE_COUNTRY,
        searchString: search,
      };
      return fromPopular(await listPopularBundles({ query, signal }));
    } catch (error) {
      if (signal.aborted || search) throw error;
      console.error('[plans] popular plans near the visitor failed, using the popular list', error);
    }
  }
  const query = { ...paging, isPopular: true };
  return fromPopular(await listPopularBundles({ query, signal }));
}

/** One page of the listing for a tab, already shaped for the cards. */
export async function fetchPlanPage(request: PlanPageRequest): Promise<PlanPage> {
  const { tab, page, search, currency, locale, signal } = request;
  const query = { page, limit: PAGE_SIZE, search, currency, locale };
  if (tab === 'popular') return fetchPopular(request);
  if (tab === 'regions') {
    return fromRegions(await listRegions({ query, signal }));
  }
  return fromCountries(await listCountries({ query, signal }));
}
