import 'server-only';
import { type BundlesResponse, BundlesResponseSchema, type Locale } from '@tern/contracts';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-policy';
import { serverGet } from './server';

export interface ListBundlesInput {
  search: string;
  /** "1" the destination's own plans, "2" the regional plans covering it. */
  type: '1' | '2';
  currency?: string | undefined;
  /** The language the plans and their destination are named in (`localName`). */
  locale: Locale;
}

/** GET /v1/bundles: a destination's plans (shared catalogue data, cached). */
export function listBundles(input: ListBundlesInput): Promise<BundlesResponse> {
  return serverGet('/bundles', BundlesResponseSchema, {
    query: { ...input },
    cache: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['bundles'] },
  });
}
