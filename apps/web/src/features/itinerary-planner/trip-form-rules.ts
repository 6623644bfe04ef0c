import type { ItineraryTrip } from '@tern/contracts';
import { addDays, isIsoDate, MAX_TRIP_DAYS, MAX_TRIP_LEGS, tripDayCount } from '@tern/domain';

/** A leg as the form holds it: dates from the date fields (YYYY-MM-DD, or "" while typing). */
export interface LegDraft {
  /** React key: stable while legs are added and removed. */
  key: string;
  countryId: string;
  countryName: string;
  startDate: string;
  endDate: string;
}

export type LegProblem = 'startDate' | 'endDate' | 'reversed' | 'overlap' | 'past';
export type TripProblem = 'tooLong';

export interface TripFormCheck {
  legs: (LegProblem | null)[];
  trip: TripProblem | null;
}

/**
 * What the form says before asking the API (which checks the same with the shared schema):
 * each leg a real date range, from today on, after the leg before it; 1 to 30 days in all.
 */
export function checkTripForm(legs: readonly LegDraft[], today: string): TripFormCheck {
  const problems = legs.map((leg, i): LegProblem | null => {
    if (!isIsoDate(leg.startDate)) return 'startDate';
    if (!isIsoDate(leg.endDate)) return 'endDate';
    if (leg.endDate < leg.startDate) return 'reversed';
    if (leg.startDate < today) return 'past';
    const before = legs[i - 1];
    if (before && leg.startDate <= before.endDate) return 'overlap';
    return null;
  });
  const first = legs[0]?.startDate ?? '';
  const last = legs.at(-1)?.endDate ?? '';
  const tooLong = problems.every((p) => p === null) && tripDayCount(first, last) > MAX_TRIP_DAYS;
  return { legs: problems, trip: tooLong ? 'tooLong' : null };
}

export const isTripFormValid = (check: TripFormCheck) =>
  check.trip === null && check.legs.every((p) => p === null);

/** A new leg after the last one: the next day on, three days, kept within MAX_TRIP_DAYS. */
export function nextLegDraft(legs: readonly LegDraft[], key: string): LegDraft | null {
  const last = legs.at(-1);
  if (!last || legs.length >= MAX_TRIP_LEGS || !isIsoDate(last.endDate)) return null;
  const first = legs[0]!.startDate;
  const startDate = addDays(last.endDate, 1);
  const used = isIsoDate(first) ? tripDayCount(first, last.endDate) : 0;
  const room = MAX_TRIP_DAYS - used;
  if (room < 1) return null;
  return {
    key,
    countryId: '',
    countryName: last.countryName,
    startDate,
    endDate: addDays(startDate, Math.min(3, room) - 1),
  };
}

/** The trip's legs for the API: the catalogue id when known, else the English name. */
export function legsOfDrafts(legs: readonly LegDraft[]): ItineraryTrip['legs'] {
  return legs.map((leg) => ({
    ...(leg.countryId ? { countryId: leg.countryId } : {}),
    countryName: leg.countryName,
    startDate: leg.startDate,
    endDate: leg.endDate,
  }));
}

/** The form's drafts for a trip's legs (the plan's own names and ids where it has them). */
export function draftsOfTrip(
  trip: ItineraryTrip,
  named: readonly { countryId: string; countryName: string }[] = [],
): LegDraft[] {
  return trip.legs.map((leg, i) => ({
    key: `leg-${i}`,
    countryId: named[i]?.countryId ?? leg.countryId ?? '',
    countryName: named[i]?.countryName ?? leg.countryName ?? '',
    startDate: leg.startDate,
    endDate: leg.endDate,
  }));
}
