import 'server-only';
import type { Order } from '@tern/contracts';
import { getPreferredCurrency } from '@/features/preferences/server';
import { isApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/orders';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The visitor's own order, priced in their chosen currency, or null when it is not theirs to
 * see: no session (401), someone else's or unknown (404), or not an order id at all. All of
 * these look the same from outside, so an order id reveals nothing to a stranger.
 */
export async function loadOwnOrder(orderId: string): Promise<Order | null> {
  if (!UUID.test(orderId)) return null;
  const fetchOrder = (currency?: string) => getOrder(orderId, currency);
  try {
    try {
      return await fetchOrder(await getPreferredCurrency());
    } catch (error) {
      // A remembered currency the shop no longer sells: show the price as it was ordered.
      if (isApiError(error) && error.code === 'UNKNOWN_CURRENCY') return await fetchOrder();
      throw error;
    }
  } catch (error) {
    if (isApiError(error) && [400, 401, 404].includes(error.status)) return null;
    throw error;
  }
}

/** Paid orders have nothing left to pay: the traveller belongs on their eSIM page. */
export function isPaid(order: Order): boolean {
  return order.status !== 'awaiting_payment';
}
