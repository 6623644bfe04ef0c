import 'server-only';
import { type DestinationResponse, DestinationResponseSchema, type Locale } from '@tern/contracts';
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
 * with its plans, priced in `currency` and named in `locale`. Shared catalogue data, so cached per
 * slug, currency and locale;
 * React's cache() lets generateMetadata and the page share one call per request.
 */
export const getDestination = cache(
  (slug: string, currency: string, locale: Locale): Promise<DestinationResponse> =>
    serverGet(`/destinations/${encodeURIComponent(slug)}`, DestinationResponseSchema, {
      query: { currency, locale },
      cache: {
        revalidate: CATALOGUE_REVALIDATE_SECONDS,
        tags: [DESTINATION_CACHE_TAGS.all, DESTINATION_CACHE_TAGS.one(slug)],
      },
    }),
);
