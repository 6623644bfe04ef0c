import 'client-only';
import type { OrderedEsimsResponse, ReissueEsimResponseSchema } from '@tern/contracts';
import { browserGet, browserPost } from '../browser-request';
import type { Parsed } from './contracts';

/**
 * GET /esims: the visitor's eSIMs (401 signed out). Read by first-load islands (the home page's
 * "your eSIMs", the itinerary landing page's 'Your eSIM' card), so typed only, no zod, and in a
 * file of its own: they do not carry the order calls with them.
 */
export const listOrderedEsims = (signal?: AbortSignal) =>
  browserGet<OrderedEsimsResponse>('/esims', {
    // Plans and places named in the page's language, which the locale layout sets on <html lang>.
    query: { locale: document.documentElement.lang },
    ...(signal ? { signal } : {}),
  });

/**
 * POST /esims/{iccid}/reissue: a lost or deleted eSIM issued again (a new activation code);
 * 409 REISSUE_NOT_POSSIBLE says what to do instead.
 */
export const reissueEsim = (iccid: string) =>
  browserPost<Parsed<typeof ReissueEsimResponseSchema>>(
    `/esims/${encodeURIComponent(iccid)}/reissue`,
    {},
  );
