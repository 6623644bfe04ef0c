import 'server-only';
import { type DestinationResponse, DestinationResponseSchema } from '@tern/contracts';
import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-policy';
import { serverGet } from './server';

/** Tags to revalidate when plans or prices change: all destinations, or one by slug. */
export const DESTINATION_CACHE_TAGS = {
  all: 'destinations',
  one: (slug: string) => `destination:${slug}`,
} as const;

/**
 * GET /v1/destinations/{slug}: a country with its local and covering regional plans, or a region
 * with its plans, priced in `currency`. Shared catalogue data, so cached per slug and currency;
 * React's cache() lets generateMetadata and the page share one call per request.
 */
export const getDestination = cache(
  (slug: string, currency: string): Promise<DestinationResponse> =>
    serverGet(`/destinations/${encodeURIComponent(slug)}`, DestinationResponseSchema, {
      query: { currency },
      cache: {
        revalidate: CATALOGUE_REVALIDATE_SECONDS,
        tags: [DESTINATION_CACHE_TAGS.all, DESTINATION_CACHE_TAGS.one(slug)],
      },
    }),
);
