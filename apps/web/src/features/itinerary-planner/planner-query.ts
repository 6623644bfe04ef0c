import type { ItineraryTrip } from '@tern/contracts';
import {
  ITINERARY_DEFAULT_COUNTRY,
  type ItineraryDateNotice,
  resolveItineraryWindow,
} from '@tern/domain';
import { itineraryQuery, todayIn } from '@/lib/itinerary-link';

/**
 * Spec §2 "/itinery": the query the planner reads. countryId (may be empty), countryName
 * (default United Arab Emirates), startDate and endDate as day/month/year, as sent (the window
 * rules read them against the traveller's own today), and a share link's id.
 */
export interface PlannerQuery {
  countryId: string;
  countryName: string;
  startDate: string | null;
  endDate: string | null;
  share: string | null;
}

type SearchParams = Record<string, string | string[] | undefined>;

/** One value of a parameter, trimmed and cut to `max` (a repeated parameter counts once). */
function single(value: string | string[] | undefined, max: number): string {
  const text = Array.isArray(value) ? value[0] : value;
  return (text ?? '').trim().slice(0, max);
}

/** The page's query, made safe to use: anything odd becomes "not given", never an error. */
export function parsePlannerQuery(params: SearchParams): PlannerQuery {
  return {
    countryId: single(params.countryId, 64),
    countryName: single(params.countryName, 80) || ITINERARY_DEFAULT_COUNTRY,
    startDate: single(params.startDate, 32) || null,
    endDate: single(params.endDate, 32) || null,
    share: single(params.share, 64) || null,
  };
}

/** What the page tells the traveller it replaced or could not do. */
export type PlannerNotice = ItineraryDateNotice | 'unknown_country';

/** A trip with no preferences, edits or regenerated days. */
export function freshTrip(legs: ItineraryTrip['legs']): ItineraryTrip {
  return { legs, preferences: { interests: [], pace: 'normal' }, days: [], regenerate: [] };
}

/**
 * The trip a query asks for, on the traveller's `today` (YYYY-MM-DD), and what had to change:
 * bad, reversed, past or too long dates are replaced by the domain's window rules.
 */
export function tripFromQuery(
  query: Pick<PlannerQuery, 'countryId' | 'countryName' | 'startDate' | 'endDate'>,
  today: string,
): { trip: ItineraryTrip; notices: PlannerNotice[] } {
  const window = resolveItineraryWindow(query, today);
  const country = query.countryId
    ? { countryId: query.countryId, countryName: query.countryName }
    : { countryName: query.countryName };
  return {
    trip: freshTrip([{ ...country, startDate: window.startDate, endDate: window.endDate }]),
    notices: window.notices,
  };
}

/** The same trip in the default country: what an unknown country is replaced by. */
export function withDefaultCountry(trip: ItineraryTrip): ItineraryTrip {
  const [first, ...rest] = trip.legs;
  if (!first) return trip;
  return freshTrip([
    { countryName: ITINERARY_DEFAULT_COUNTRY, startDate: first.startDate, endDate: first.endDate },
    ...rest,
  ]);
}

/**
 * The planner's URL for a one-country trip, in the spec's query (slashes encoded as %2F), so a
 * reload or a copied address plans the same trip. A trip of several legs has no such URL.
 */
export function plannerSearch(leg: ItineraryTrip['legs'][number]): string {
  return itineraryQuery({ ...leg, countryName: leg.countryName ?? '' });
}

/** Today in UTC: what the server can know when it renders the page. */
export const utcToday = (now: Date = new Date()) => todayIn('UTC', now);
