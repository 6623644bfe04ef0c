import 'server-only';
import {
  type AttractionCategory,
  type AttractionCountriesResponse,
  AttractionCountriesResponseSchema,
  type AttractionDetailsResponse,
  AttractionDetailsResponseSchema,
  type AttractionSort,
  type AttractionsResponse,
  AttractionsResponseSchema,
  type Locale,
  type TicketBookingListItem,
  TicketBookingListResponseSchema,
} from '@tern/contracts';
import { ATTRACTIONS_CACHE } from './cache-policy';
import { serverGet } from './server';

export interface ListAttractionProductsInput {
  page: number;
  limit: number;
  search?: string | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | undefined;
  category?: AttractionCategory | undefined;
  sort?: AttractionSort | undefined;
  /** ISO 4217 code prices are converted to; the site's default currency when omitted. */
  currency?: string | undefined;
  locale: Locale;
}

/** GET /v1/attractions/products: one page of attractions and tours, popular first by default. */
export function listAttractionProducts(
  input: ListAttractionProductsInput,
): Promise<AttractionsResponse> {
  return serverGet('/attractions/products', AttractionsResponseSchema, {
    query: { ...input },
    cache: ATTRACTIONS_CACHE,
  });
}

/** GET /v1/attractions/countries: the countries that have attractions, named in `locale`. */
export function listAttractionCountries(locale: Locale): Promise<AttractionCountriesResponse> {
  return serverGet('/attractions/countries', AttractionCountriesResponseSchema, {
    query: { locale },
    cache: ATTRACTIONS_CACHE,
  });
}

/** GET /v1/attractions/{id}: one attraction, priced in `currency` (404 ATTRACTION_NOT_FOUND). */
export function getAttraction(
  attractionId: string,
  input: { currency: string; locale: Locale },
): Promise<AttractionDetailsResponse> {
  return serverGet(
    `/attractions/${encodeURIComponent(attractionId)}`,
    AttractionDetailsResponseSchema,
    { query: { ...input }, cache: ATTRACTIONS_CACHE },
  );
}

/**
 * GET /v1/attractions/tickets: the signed-in traveller's ticket bookings, soonest visit first,
 * with the visitor's cookie (personal: never cached).
 */
export async function listMyTicketBookings(locale: Locale): Promise<TicketBookingListItem[]> {
  const { data } = await serverGet('/attractions/tickets', TicketBookingListResponseSchema, {
    forwardCookies: true,
    query: { locale },
  });
  return data.bookings;
}
