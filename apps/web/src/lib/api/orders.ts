import 'server-only';
import {
  BundlesResponseSchema,
  type Order,
  OrderedEsimsResponseSchema,
  OrderResponseSchema,
} from '@tern/contracts';
import type { Locale } from '@/i18n/routing';
import { serverGet } from './server';

/**
 * GET /v1/orders/{id} with the visitor's cookie (owner only; never cached). A read: it never
 * changes the order (re-pricing is POST /orders/{id}/reprice, from the checkout).
 */
export async function getOrder(orderId: string, locale: Locale): Promise<Order> {
  const { data } = await serverGet(`/orders/${encodeURIComponent(orderId)}`, OrderResponseSchema, {
    forwardCookies: true,
    query: { locale },
  });
  return data.order;
}

/** GET /v1/esims: the signed-in traveller's eSIMs, newest first (personal: never cached). */
export async function listOrderedEsims(locale: Locale) {
  const { data } = await serverGet('/esims', OrderedEsimsResponseSchema, {
    forwardCookies: true,
    query: { locale },
  });
  return data.esims;
}

/**
 * GET /v1/esims/{iccid}/topups: the plans that can be added to the visitor's eSIM, priced in
 * their currency (owner only; personal, so never cached).
 */
export async function listTopUpOffers(iccid: string, currency: string, locale: Locale) {
  const query = new URLSearchParams({ currency, locale });
  const { data } = await serverGet(
    `/esims/${encodeURIComponent(iccid)}/topups?${query}`,
    BundlesResponseSchema,
    { forwardCookies: true },
  );
  return data.bundles;
}
