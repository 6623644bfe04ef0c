import 'client-only';
import type { ItineraryUnlockBody, ItineraryUnlockResponseSchema } from '@tern/contracts';
import { browserGet, browserPost } from '../browser-request';
import { checkedBy, type Parsed } from './contracts';

export type ItineraryUnlockResponse = Parsed<typeof ItineraryUnlockResponseSchema>;

/**
 * GET /itineraries/unlock: whether this traveller has unlocked the custom itinerary, its free
 * data code, and which way unlocks on this shop (Instagram when configured, else e-mail). Read
 * by the landing page's island, so typed only (no zod on a first-load page).
 */
export const getItineraryUnlock = (signal?: AbortSignal) =>
  browserGet<ItineraryUnlockResponse>('/itineraries/unlock', signal ? { signal } : {});

/**
 * POST /itineraries/unlock: a signed-in traveller unlocks with their e-mail sign-in (when the
 * shop has no Instagram app); the answer carries the one-time free data code, for the trip's
 * country when one is given. 401 signed out.
 */
export const unlockItinerary = async (trip: ItineraryUnlockBody = {}) =>
  checkedBy('ItineraryUnlockResponseSchema', await browserPost('/itineraries/unlock', trip));
