import 'server-only';
import { type OrderedEsim, OrderedEsimsResponseSchema } from '@tern/contracts';
import { serverGet } from '@/lib/api/server';

/** The signed-in traveller's eSIMs, newest first; per request and never cached (personal data). */
export async function loadOrderedEsims(): Promise<OrderedEsim[]> {
  const { data } = await serverGet('/esims', OrderedEsimsResponseSchema, { forwardCookies: true });
  return data.esims;
}
