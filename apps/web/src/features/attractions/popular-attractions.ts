import 'server-only';
import type { AttractionProduct, Locale } from '@tern/contracts';
import { connection } from 'next/server';
import { isApiError } from '@/lib/api/api-error';
import { listAttractionProducts } from '@/lib/api/attractions';

export type PopularAttractions =
  | { status: 'ok'; products: AttractionProduct[] }
  | { status: 'unavailable' };

/**
 * The first `count` attractions, popular first (spec §9: the home page's deals and the
 * itinerary landing page's top events show 4). Never throws: a static page must render when the
 * API is down, with an honest empty state; the failure is logged on the server, where operators
 * look.
 */
export async function getPopularAttractions(
  locale: Locale,
  count: number,
): Promise<PopularAttractions> {
  try {
    // The listing's default order is the spec's "popular first"; only the first few are needed.
    const { data } = await listAttractionProducts({ page: 1, limit: count, locale });
    return { status: 'ok', products: data.products.slice(0, count) };
  } catch (error) {
    const reason = isApiError(error) ? `${error.code} (${error.status}): ${error.message}` : error;
    console.error('[attractions] popular attractions unavailable:', reason);
    // An outage must not be frozen into the static page for five minutes: this render opts out
    // of the static cache, so a background regeneration fails and Next keeps the last good page.
    await connection();
    return { status: 'unavailable' };
  }
}
