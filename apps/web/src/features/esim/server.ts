import 'server-only';
import type { Bundle, EsimUsage } from '@tern/contracts';
import type { Locale } from '@/i18n/routing';
import { listTopUpOffers } from '@/lib/api/orders';

/**
 * The plans the eSIM page offers as top-ups, in the visitor's currency; none for an eSIM that
 * cannot take one. A failed read costs the page its offers, never the eSIM itself.
 */
export async function loadTopUpOffers(
  usage: EsimUsage | null,
  currency: string,
  locale: Locale,
): Promise<Bundle[]> {
  if (!usage?.topUpsAllowed) return [];
  try {
    return await listTopUpOffers(usage.iccid, currency, locale);
  } catch (error) {
    console.error('[esim] top-up offers could not be read', error);
    return [];
  }
}
