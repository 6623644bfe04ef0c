import 'client-only';
import type {
  BundlesResponse,
  CountriesResponse,
  CurrenciesResponse,
  PopularBundlesResponse,
  RegionsResponse,
  SettingsResponse,
} from '@tern/contracts';
import { browserGet } from '../browser-request';
import type { Query } from '../request';

/*
 * Catalogue reads made by first-load pages (home, destination, plan lists). Typed with the
 * contract types but not re-parsed: the API parses its answers through the same contracts, and
 * parsing here would put zod on every page (see browserGet).
 */

type Read = { query?: Query; signal?: AbortSignal };

/** GET /countries: a page of country destinations. */
export const listCountries = (read: Read) => browserGet<CountriesResponse>('/countries', read);

/** GET /regions: a page of regions. */
export const listRegions = (read: Read) => browserGet<RegionsResponse>('/regions', read);

/** GET /bundles/popular: popular plans, near the visitor when coordinates are given. */
export const listPopularBundles = (read: Read) =>
  browserGet<PopularBundlesResponse>('/bundles/popular', read);

/** GET /bundles: the plans of a destination. */
export const listBundles = (read: Read) => browserGet<BundlesResponse>('/bundles', read);

/** GET /settings: the site's settings for where the visitor is (showDocuments, gateway). */
export const getSettings = (read: Read) => browserGet<SettingsResponse>('/settings', read);

/** GET /currencies: the currencies prices can be shown in. */
export const listCurrencies = (read: Read) => browserGet<CurrenciesResponse>('/currencies', read);
