import 'server-only';
import {
  type ItineraryPlan,
  ItineraryPlanResponseSchema,
  type ItineraryTrip,
  type Locale,
  type SharedItinerary,
  SharedItineraryResponseSchema,
} from '@tern/contracts';
import { serverGet, serverPost } from './server';

/**
 * POST /v1/itineraries/plan for the planner page's first paint. The visitor's cookies go along:
 * preferences count only once the custom itinerary is unlocked, which is theirs to know.
 */
export async function planItineraryOnServer(body: {
  trip: ItineraryTrip;
  currency: string;
  locale: Locale;
}): Promise<ItineraryPlan> {
  const { data } = await serverPost('/itineraries/plan', body, ItineraryPlanResponseSchema, {
    forwardCookies: true,
    forwardVisitor: true,
  });
  return data;
}

/** GET /v1/itineraries/shared/{shareId}: a shared plan (404 once revoked). Never cached. */
export async function getSharedItineraryOnServer(shareId: string): Promise<SharedItinerary> {
  const { data } = await serverGet(
    `/itineraries/shared/${encodeURIComponent(shareId)}`,
    SharedItineraryResponseSchema,
    { forwardVisitor: true },
  );
  return data;
}
