import 'server-only';
import { CountriesResponseSchema, RegionsResponseSchema } from '@tern/contracts';
import { MAX_PAGE_LIMIT } from '@tern/domain';
import { COUNTRIES_CACHE } from './cache-policy';
import { serverGet } from './server';

export interface DestinationIndexEntry {
  /** The destination's id in the API (a partner's destinationId). */
  id: string;
  name: string;
  kind: 'country' | 'region';
}

/** Every destination that has a plans page: all countries (paged through) and all regions. */
export async function listAllDestinations(): Promise<DestinationIndexEntry[]> {
  const entries: DestinationIndexEntry[] = [];
  for (let page = 1; ; page += 1) {
    const { data, count } = await serverGet('/countries', CountriesResponseSchema, {
      query: { page, limit: MAX_PAGE_LIMIT },
      cache: COUNTRIES_CACHE,
    });
    entries.push(
      ...data.countries.map((c) => ({ id: c._id, name: c.name, kind: 'country' as const })),
    );
    if (page * MAX_PAGE_LIMIT >= count || data.countries.length === 0) break;
  }
  const regions = await serverGet('/regions', RegionsResponseSchema, {
    query: { page: 1, limit: MAX_PAGE_LIMIT },
    cache: COUNTRIES_CACHE,
  });
  entries.push(
    ...regions.data.regions.map((r) => ({ id: r._id, name: r.name, kind: 'region' as const })),
  );
  return entries;
}
