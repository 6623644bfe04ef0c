/**
 * Rules of the free itinerary (issue 24) that the API's planner, the planner page and the home
 * page's link share: the trip window, its defaults and the query's day/month/year dates.
 */
import { addDays, isIsoDate } from './airport-services';

/** Spec §9: the default country of the planner and of the home page's itinerary link. */
export const ITINERARY_DEFAULT_COUNTRY = 'United Arab Emirates';
/** Spec §9: the default window ends this many days after today (today to today + 4). */
export const ITINERARY_DEFAULT_DAYS_AHEAD = 4;
/** A trip, all its legs together, runs 1 to this many days. */
export const MAX_TRIP_DAYS = 30;
/** Countries one trip can visit in turn. */
export const MAX_TRIP_LEGS = 5;
/** Spec §9: the landing page's Top Events shows the first 4 popular events. */
export const TOP_EVENTS_COUNT = 4;

export const ITINERARY_INTERESTS = ['culture', 'food', 'nature', 'nightlife', 'family'] as const;
export type ItineraryInterest = (typeof ITINERARY_INTERESTS)[number];
export const ITINERARY_PACES = ['relaxed', 'normal', 'packed'] as const;
export type ItineraryPace = (typeof ITINERARY_PACES)[number];
/** The pace of a plan made without preferences. */
export const ITINERARY_DEFAULT_PACE: ItineraryPace = 'normal';
export const DAY_PARTS = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export const TRAVEL_MODES = ['walk', 'transit', 'car'] as const;
export type TravelMode = (typeof TRAVEL_MODES)[number];

const DAY_MS = 86_400_000;

/**
 * Whether preferences make this the custom itinerary (issue 24: unlocked by linking Instagram or
 * signing in): any interest chosen, or a pace other than the default.
 */
export function isCustomItinerary(preferences: {
  interests: readonly string[];
  pace: ItineraryPace;
}): boolean {
  return preferences.interests.length > 0 || preferences.pace !== ITINERARY_DEFAULT_PACE;
}

/** Days from `from` to `to` inclusive: the same day is 1. */
export function tripDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** YYYY-MM-DD as the query's day/month/year ("26/11/2026"). */
export function toQueryDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The query's day/month/year as YYYY-MM-DD; null when it is not a calendar date. */
export function fromQueryDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The default window: today to today + 4. */
export function defaultItineraryWindow(today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addDays(today, ITINERARY_DEFAULT_DAYS_AHEAD) };
}

/** What was wrong with the dates a link carried, so the page can say what it replaced. */
export const ITINERARY_DATE_NOTICES = [
  'invalid_start',
  'invalid_end',
  'reversed',
  'past',
  'too_long',
] as const;
export type ItineraryDateNotice = (typeof ITINERARY_DATE_NOTICES)[number];

/**
 * The trip window a link asks for, made usable. `today` is the traveller's own date: a start in
 * the past (a link rendered yesterday in UTC) moves to today keeping the trip's length; a date that
 * is not one, or an end before the start, gives the default window; a trip longer than
 * MAX_TRIP_DAYS is cut to it. Each change is named in `notices`.
 */
export function resolveItineraryWindow(
  query: { startDate?: string | null; endDate?: string | null },
  today: string,
): { startDate: string; endDate: string; notices: ItineraryDateNotice[] } {
  const notices: ItineraryDateNotice[] = [];
  const start = query.startDate ? fromQueryDate(query.startDate) : null;
  const end = query.endDate ? fromQueryDate(query.endDate) : null;
  if (query.startDate && !start) notices.push('invalid_start');
  if (query.endDate && !end) notices.push('invalid_end');
  if (!start || !end) return { ...defaultItineraryWindow(today), notices };
  if (end < start) return { ...defaultItineraryWindow(today), notices: ['reversed'] };
  let startDate = start;
  let endDate = end;
  if (startDate < today) {
    // Keep the trip's length; an older link than "yesterday" is still worth following.
    const length = tripDayCount(startDate, endDate);
    startDate = today;
    endDate = addDays(today, length - 1);
    notices.push('past');
  }
  if (tripDayCount(startDate, endDate) > MAX_TRIP_DAYS) {
    endDate = addDays(startDate, MAX_TRIP_DAYS - 1);
    notices.push('too_long');
  }
  return { startDate, endDate, notices };
}
