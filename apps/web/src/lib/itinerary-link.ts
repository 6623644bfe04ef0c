import {
  defaultItineraryWindow,
  ITINERARY_DEFAULT_COUNTRY,
  localDateTime,
  toQueryDate,
} from '@tern/domain';

/** Spec §2: the free itinerary planner's route (spelled as the spec spells it). */
export const ITINERARY_PLANNER_PATH = '/itinery';

export interface ItineraryLinkInput {
  /** The catalogue country `_id`; empty when only the name is known (the spec's default). */
  countryId?: string;
  countryName?: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

/**
 * The planner's address with the spec's query (§2): countryId, countryName, startDate and
 * endDate as day/month/year. URLSearchParams encodes the slashes as %2F, as the spec asks.
 */
export function itineraryHref(input: ItineraryLinkInput): string {
  return `${ITINERARY_PLANNER_PATH}?${itineraryQuery(input)}`;
}

/** The planner's query alone (no path): what the planner page writes into its own address. */
export function itineraryQuery({
  countryId = '',
  countryName = ITINERARY_DEFAULT_COUNTRY,
  startDate,
  endDate,
}: ItineraryLinkInput): string {
  return new URLSearchParams({
    countryId,
    countryName,
    startDate: toQueryDate(startDate),
    endDate: toQueryDate(endDate),
  }).toString();
}

/** The planner with its defaults (spec §9): United Arab Emirates, today to today + 4. */
export function defaultItineraryHref(today: string): string {
  return itineraryHref(defaultItineraryWindow(today));
}

/**
 * Today's date (YYYY-MM-DD) on a clock: the traveller's own when no zone is given (in the
 * browser). A server has only UTC, so a static page's link may be a day behind in Vietnam
 * before 07:00; the planner moves such a start to the traveller's today.
 */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return localDateTime(zone, now).date;
}
