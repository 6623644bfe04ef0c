import 'server-only';
import type { AttractionLocale, AttractionProduct } from '@tern/contracts';
import { connection } from 'next/server';
import { isApiError } from '@/lib/api/api-error';
import { listAttractionProducts } from '@/lib/api/attractions';

/** Spec §9: deals show the first four attraction products. */
const DEAL_COUNT = 4;

export type DealAttractions =
  | { status: 'ok'; products: AttractionProduct[] }
  | { status: 'unavailable' };

/**
 * Never throws: the home page must render when the API is down, with an honest empty state.
 * The failure is logged on the server, where operators look.
 */
export async function getDealAttractions(locale: AttractionLocale): Promise<DealAttractions> {
  try {
    // The listing's default order is the spec's "popular first"; only the first four are needed.
    const { data } = await listAttractionProducts({ page: 1, limit: DEAL_COUNT, locale });
    return { status: 'ok', products: data.products.slice(0, DEAL_COUNT) };
  } catch (error) {
    const reason = isApiError(error) ? `${error.code} (${error.status}): ${error.message}` : error;
    console.error('[home] attractions unavailable:', reason);
    // An outage must not be frozen into the static page for five minutes: this render opts out
    // of the static cache, so a background regeneration fails and Next keeps the last good page.
    await connection();
    return { status: 'unavailable' };
  }
}
