import 'server-only';
import type { Bundle, Locale } from '@tern/contracts';
import { isApiError } from '@/lib/api/api-error';
import { listBundles } from '@/lib/api/bundles';

export type BundleLookup =
  | { status: 'found'; bundle: Bundle }
  | { status: 'not-found' }
  /** The API could not answer: say so, rather than claim the plan does not exist. */
  | { status: 'unavailable' };

/**
 * A plan of the searched destination, priced by the API in `currency`. There is no lookup by
 * id, so the destination's own plans (type 1) and the regional ones covering it (type 2) are
 * searched; both are shared catalogue reads and cached.
 */
export async function findBundle(
  search: string,
  bundleId: string,
  currency: string,
  locale: Locale,
): Promise<BundleLookup> {
  const list = (type: '1' | '2', inCurrency?: string) =>
    listBundles({ search, type, currency: inCurrency, locale });
  const searchBoth = async (inCurrency?: string) => {
    const answers = await Promise.all([list('1', inCurrency), list('2', inCurrency)]);
    return answers.flatMap((a) => a.data.bundles).find((b) => b._id === bundleId);
  };
  try {
    let bundle: Bundle | undefined;
    try {
      bundle = await searchBoth(currency);
    } catch (error) {
      // A remembered currency the shop no longer sells: the site's default instead.
      if (!(isApiError(error) && error.code === 'UNKNOWN_CURRENCY')) throw error;
      bundle = await searchBoth();
    }
    return bundle ? { status: 'found', bundle } : { status: 'not-found' };
  } catch (error) {
    // 400 means the search or currency itself was refused: nothing to find there.
    if (isApiError(error) && (error.status === 400 || error.status === 404)) {
      return { status: 'not-found' };
    }
    console.error('[preorder] plan lookup failed', error);
    return { status: 'unavailable' };
  }
}
