import {
  addDays,
  ITINERARY_DEFAULT_DAYS_AHEAD,
  type ItineraryDateNotice,
  MAX_TRIP_DAYS,
  resolveItineraryWindow,
  toQueryDate,
  tripDayCount,
} from '@tern/domain';

export interface TripDates {
  /** YYYY-MM-DD, or '' while a date input is cleared. */
  startDate: string;
  endDate: string;
}

/** The modal's dates when it opens (spec §9): today to today + 4 on the traveller's clock. */
export function defaultTripDates(today: string): TripDates {
  return { startDate: today, endDate: addDays(today, ITINERARY_DEFAULT_DAYS_AHEAD) };
}

/** The last day a trip starting on `startDate` may end (1 to MAX_TRIP_DAYS days). */
export function latestTripEnd(startDate: string): string {
  return addDays(startDate, MAX_TRIP_DAYS - 1);
}

/**
 * What is wrong with the dates chosen in the modal, by the planner's own rules
 * (resolveItineraryWindow), so the modal refuses what the planner would replace; [] when they
 * are good. A date input left empty is a date not chosen.
 */
export function tripDateProblems(
  startDate: string,
  endDate: string,
  today: string,
): ItineraryDateNotice[] {
  if (!startDate || !endDate) {
    return [
      ...(startDate ? [] : (['invalid_start'] as const)),
      ...(endDate ? [] : (['invalid_end'] as const)),
    ];
  }
  return resolveItineraryWindow(
    { startDate: toQueryDate(startDate), endDate: toQueryDate(endDate) },
    today,
  ).notices;
}

/**
 * A new first day. When the last day would then fall before it, or past the longest trip, the
 * last day moves with it and the trip keeps its length; otherwise only the first day changes.
 */
export function moveTripStart(dates: TripDates, startDate: string): TripDates {
  const { startDate: before, endDate } = dates;
  if (!startDate || !endDate) return { startDate, endDate };
  if (endDate >= startDate && endDate <= latestTripEnd(startDate)) return { startDate, endDate };
  const length = before && endDate >= before ? tripDayCount(before, endDate) : 1;
  return { startDate, endDate: addDays(startDate, Math.min(length, MAX_TRIP_DAYS) - 1) };
}
