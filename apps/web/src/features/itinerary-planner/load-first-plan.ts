import 'server-only';
import type { ItineraryPlan, Locale, SharedItinerary } from '@tern/contracts';
import { ShareIdSchema } from '@tern/contracts';
import { isApiError } from '@/lib/api/api-error';
import { getSharedItineraryOnServer, planItineraryOnServer } from '@/lib/api/itinerary-plans';
import {
  type PlannerNotice,
  type PlannerQuery,
  tripFromQuery,
  withDefaultCountry,
} from './planner-query';

/**
 * The plan the page paints first, for the query on the server's today (UTC; the browser
 * corrects it to the traveller's). An unknown country is replaced by the default and said so;
 * an API that cannot be reached leaves the plan to the browser (or its kept copy). Never throws.
 */
export async function loadFirstPlan(
  query: PlannerQuery,
  today: string,
  prices: { currency: string; locale: Locale },
): Promise<{ plan: ItineraryPlan | null; notices: PlannerNotice[] }> {
  const { trip, notices } = tripFromQuery(query, today);
  try {
    return { plan: await planItineraryOnServer({ trip, ...prices }), notices };
  } catch (error) {
    if (isApiError(error) && error.code === 'UNKNOWN_COUNTRY') {
      const fallback = withDefaultCountry(trip);
      const withNotice: PlannerNotice[] = [...notices, 'unknown_country'];
      try {
        return {
          plan: await planItineraryOnServer({ trip: fallback, ...prices }),
          notices: withNotice,
        };
      } catch (again) {
        console.error('[itinerary] default plan unavailable:', again);
        return { plan: null, notices: withNotice };
      }
    }
    console.error('[itinerary] plan unavailable:', error);
    return { plan: null, notices };
  }
}

/** A shared plan, or why not: `missing` when the link is not one or was turned off. */
export async function loadSharedPlan(
  shareId: string,
): Promise<{ shared: SharedItinerary | null; missing: boolean }> {
  if (!ShareIdSchema.safeParse(shareId).success) return { shared: null, missing: true };
  try {
    return { shared: await getSharedItineraryOnServer(shareId), missing: false };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return { shared: null, missing: true };
    console.error('[itinerary] shared plan unavailable:', error);
    return { shared: null, missing: false };
  }
}
