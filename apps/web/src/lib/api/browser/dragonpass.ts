import 'client-only';
import type {
  CitiesResponse,
  Locale,
  PreorderSummaryBody,
  PreorderSummaryResponse,
} from '@tern/contracts';
import { CITY_PAGE_SIZE } from '@tern/domain';
import { browserGet, browserPost } from '../browser-request';

/** GET /v1/dragonpass/cities: one page of 20 cities for the city picker, named in `locale`. */
export function listAirportCities(
  input: { module: 1 | 2; pageNumber: number; search: string; locale: Locale },
  signal?: AbortSignal,
): Promise<CitiesResponse> {
  return browserGet<CitiesResponse>('/dragonpass/cities', {
    query: {
      module: input.module,
      pageNumber: input.pageNumber,
      pageSize: CITY_PAGE_SIZE,
      locale: input.locale,
      ...(input.search.trim() ? { search: input.search.trim() } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}

/** POST /v1/dragonpass/preorder/summary: the server's price and availability for a slot. */
export function fetchPreorderSummary(body: PreorderSummaryBody): Promise<PreorderSummaryResponse> {
  return browserPost<PreorderSummaryResponse>('/dragonpass/preorder/summary', body);
}
