import 'server-only';
import { type CountriesResponse, CountriesResponseSchema, type Locale } from '@tern/contracts';
import { COUNTRIES_CACHE } from './cache-policy';
import { serverGet } from './server';

export interface ListCountriesInput {
  page: number;
  limit: number;
  search?: string;
  /** ISO 4217 code prices are converted to; the site's default currency when omitted. */
  currency?: string;
  /** The language of `localName`; English when omitted. */
  locale?: Locale;
}

/** GET /v1/countries: one page of country destinations with their cheapest plan. */
export function listCountries(input: ListCountriesInput): Promise<CountriesResponse> {
  return serverGet('/countries', CountriesResponseSchema, {
    query: { ...input },
    cache: COUNTRIES_CACHE,
  });
}
