import 'server-only';
import {
  type Locale,
  type PopularBundlesResponse,
  PopularBundlesResponseSchema,
} from '@tern/contracts';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-policy';
import { serverGet } from './server';

export const POPULAR_BUNDLES_CACHE_TAG = 'popular-bundles';

/** GET /v1/bundles/popular?isPopular=true: the curated list of plans travellers buy most. */
export function listPopularBundles(input: {
  page: number;
  limit: number;
  currency?: string;
  locale?: Locale;
}): Promise<PopularBundlesResponse> {
  return serverGet('/bundles/popular', PopularBundlesResponseSchema, {
    query: { ...input, isPopular: true },
    cache: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: [POPULAR_BUNDLES_CACHE_TAG] },
  });
}
