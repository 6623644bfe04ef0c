import 'client-only';
import type { OrderedEsimsResponse } from '@tern/contracts';
import { browserGet } from '../browser-request';

/**
 * GET /esims: the visitor's eSIMs (401 signed out). Read by first-load islands (the home page's
 * "your eSIMs", the itinerary landing page's 'Your eSIM' card), so typed only, no zod, and in a
 * file of its own: they do not carry the order calls with them.
 */
export const listOrderedEsims = (signal?: AbortSignal) =>
  browserGet<OrderedEsimsResponse>('/esims', signal ? { signal } : {});
