import 'server-only';
import { type AttractionsResponse, AttractionsResponseSchema } from '@tern/contracts';
import { CATALOGUE_REVALIDATE_SECONDS } from './cache-policy';
import { serverGet } from './server';

/** GET /v1/attractions: attraction products (shared catalogue data, cached like the countries). */
export function listAttractions(): Promise<AttractionsResponse> {
  return serverGet('/attractions', AttractionsResponseSchema, {
    cache: { revalidate: CATALOGUE_REVALIDATE_SECONDS, tags: ['attractions'] },
  });
}
