import 'server-only';
import { type Order, OrderIdSchema } from '@tern/contracts';
import { cache } from 'react';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/orders';

/** No session (401), someone else's or unknown (404), or not an order id (400, 403). */
const NOT_YOURS = new Set([400, 401, 403, 404]);

/**
 * The visitor's own order, read with their session cookie and never cached, exactly as it is
 * (reading never re-prices it); null when it is not theirs to see. Another traveller's order, a
 * missing one and a malformed id all look the same from outside, so an order id reveals nothing.
 * Its plans and places are named in `locale`. Wrapped in cache(): a page's metadata and the page
 * itself share one request.
 */
export const loadOwnOrder = cache(
  async (orderId: string, locale: Locale): Promise<Order | null> => {
    // The API's own check, so a path like /esims/x costs it no request.
    if (!OrderIdSchema.safeParse(orderId).success) return null;
    try {
      return await getOrder(orderId, locale);
    } catch (error) {
      if (isApiError(error) && NOT_YOURS.has(error.status)) return null;
      throw error;
    }
  },
);
