import 'server-only';
import type { Order } from '@tern/contracts';
import { cache } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/orders';

/** Not signed in (401), not the owner (404), or not an order id at all (400). */
const NOT_YOURS = new Set([400, 401, 403, 404]);

/**
 * The visitor's own order, read with their session cookie and never cached; null when it is
 * not theirs to see. Another traveller's order and a missing one look the same (404), so an
 * order id cannot be probed. Wrapped in cache() so metadata and page share one request.
 */
export const loadOwnOrder = cache(async (orderId: string): Promise<Order | null> => {
  try {
    return await getOrder(orderId);
  } catch (error) {
    if (error instanceof ApiError && NOT_YOURS.has(error.status)) return null;
    throw error;
  }
});
