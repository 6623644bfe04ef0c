import 'server-only';
import { type Order, OrderedEsimsResponseSchema, OrderResponseSchema } from '@tern/contracts';
import { serverGet } from './server';

/**
 * GET /v1/orders/{id} with the visitor's cookie (owner only; never cached), priced in
 * `currency` when given.
 */
export async function getOrder(orderId: string, currency?: string): Promise<Order> {
  const { data } = await serverGet(`/orders/${encodeURIComponent(orderId)}`, OrderResponseSchema, {
    forwardCookies: true,
    query: { currency },
  });
  return data.order;
}

/** GET /v1/esims: the signed-in traveller's eSIMs, newest first (personal: never cached). */
export async function listOrderedEsims() {
  const { data } = await serverGet('/esims', OrderedEsimsResponseSchema, { forwardCookies: true });
  return data.esims;
}
