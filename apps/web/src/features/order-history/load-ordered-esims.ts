import 'server-only';
import type { OrderedEsim } from '@tern/contracts';
import type { Locale } from '@/i18n/routing';
import { listOrderedEsims } from '@/lib/api/orders';

/** The signed-in traveller's eSIMs, newest first; per request and never cached (personal data). */
export async function loadOrderedEsims(locale: Locale): Promise<OrderedEsim[]> {
  return listOrderedEsims(locale);
}
