import 'server-only';
import type { Locale } from '@tern/contracts';
import { DESTINATION_PAGE_SUFFIX, destinationSlugFromPath } from '@tern/domain';
import { isApiError } from '@/lib/api/api-error';
import { getDestination } from '@/lib/api/destinations';
import { type DestinationView, toDestinationView } from './destination-view';

/** What the API accepts as a slug (contracts DestinationParamsSchema); anything else is a 404. */
const SLUG_PATTERN = /^[a-z0-9-]{1,120}$/;

export type DestinationLookup =
  | { status: 'found'; view: DestinationView; canonicalPath: string }
  /** The segment names a destination but is not its canonical path (/france, /France-mobile-…). */
  | { status: 'moved'; canonicalPath: string; permanent: boolean }
  | { status: 'not-found' }
  /** The API could not answer: the page says so honestly instead of claiming a 404. */
  | { status: 'unavailable'; slug: string };

const canonicalPathOf = (slug: string) => `/${slug}${DESTINATION_PAGE_SUFFIX}`;

/**
 * Resolves the single path segment of a destination page. The spec's fallback route
 * /{country-name} (used when destination selection fails) lands here too and is redirected.
 */
export async function lookUpDestination(
  segment: string,
  currency: string,
  locale: Locale,
): Promise<DestinationLookup> {
  const decoded = safeDecode(segment);
  const slug = destinationSlugFromPath(decoded);
  if (!SLUG_PATTERN.test(slug)) return { status: 'not-found' };
  try {
    const { data } = await getDestination(slug, currency, locale);
    const view = toDestinationView(data);
    const canonicalPath = canonicalPathOf(view.slug);
    if (decoded !== canonicalPath.slice(1))
      return { status: 'moved', canonicalPath, permanent: true };
    return { status: 'found', view, canonicalPath };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { status: 'not-found' };
    console.error(`[destination] ${slug} unavailable:`, error);
    // Without the API a bare name cannot be checked; send it on (temporarily) to the page that
    // will say plans are unavailable, rather than answer a real destination with a 404.
    if (!decoded.endsWith(DESTINATION_PAGE_SUFFIX)) {
      return { status: 'moved', canonicalPath: canonicalPathOf(slug), permanent: false };
    }
    return { status: 'unavailable', slug };
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
