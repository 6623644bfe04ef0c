import type { ItineraryDayEdit, ItineraryPlan, ItineraryTrip } from '@tern/contracts';

/** The contract's limit: a day holds at most 12 stops. */
export const MAX_STOPS_PER_DAY = 12;

/** What the traveller can do to a plan; each becomes a new trip for the planner. */
export type PlanEdit =
  | { kind: 'remove'; stopId: string }
  | { kind: 'move'; stopId: string; by: -1 | 1 }
  | { kind: 'moveToDay'; stopId: string; date: string }
  /** Dragged and dropped on the stop at `index` of `date` (past the end: last): takes its place. */
  | { kind: 'place'; stopId: string; date: string; index: number }
  | { kind: 'add'; stopId: string; date: string }
  | { kind: 'regenerate'; date: string };

type DayStops = Map<string, string[]>;

function stopsByDay(plan: ItineraryPlan): DayStops {
  return new Map(plan.days.map((day) => [day.date, day.stops.map((stop) => stop.id)]));
}

function dayOf(days: DayStops, stopId: string): string | undefined {
  for (const [date, ids] of days) if (ids.includes(stopId)) return date;
  return undefined;
}

/**
 * The changed days merged into the trip's earlier edits, in date order: the API keeps every
 * edited day as the traveller left it and plans the others.
 */
function withDays(trip: ItineraryTrip, changed: ItineraryDayEdit[]): ItineraryTrip {
  const byDate = new Map(trip.days.map((day) => [day.date, day]));
  for (const day of changed) byDate.set(day.date, day);
  const days = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { ...trip, days };
}

/**
 * The trip to plan after `edit`, or null when the edit does nothing (the first stop moved up,
 * a full day, a stop not in the plan): the page disables such controls.
 */
export function applyEdit(plan: ItineraryPlan, edit: PlanEdit): ItineraryTrip | null {
  const days = stopsByDay(plan);
  const trip = plan.trip;
  if (edit.kind === 'regenerate') {
    if (!days.has(edit.date)) return null;
    // Planned afresh: the day's own edits go, and the next variant picks other places.
    const variant = (trip.regenerate.find((r) => r.date === edit.date)?.variant ?? 0) + 1;
    return {
      ...trip,
      days: trip.days.filter((day) => day.date !== edit.date),
      regenerate: [
        ...trip.regenerate.filter((r) => r.date !== edit.date),
        { date: edit.date, variant: Math.min(variant, 999) },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    };
  }
  if (edit.kind === 'add') {
    const stops = days.get(edit.date);
    if (!stops || stops.length >= MAX_STOPS_PER_DAY || dayOf(days, edit.stopId)) return null;
    return withDays(trip, [{ date: edit.date, stopIds: [...stops, edit.stopId] }]);
  }
  const from = dayOf(days, edit.stopId);
  if (!from) return null;
  const stops = days.get(from) ?? [];
  const index = stops.indexOf(edit.stopId);
  if (edit.kind === 'remove') {
    return withDays(trip, [{ date: from, stopIds: stops.filter((id) => id !== edit.stopId) }]);
  }
  if (edit.kind === 'move') {
    const to = index + edit.by;
    if (to < 0 || to >= stops.length) return null;
    const moved = [...stops];
    [moved[index], moved[to]] = [moved[to]!, moved[index]!];
    return withDays(trip, [{ date: from, stopIds: moved }]);
  }
  if (edit.kind === 'place') {
    const target = days.get(edit.date);
    if (!target) return null;
    if (edit.date === from) {
      const rest = stops.filter((id) => id !== edit.stopId);
      // It takes the place of the stop it was dropped on: after it going down, before going up.
      const at = Math.min(edit.index, rest.length);
      if (at === index) return null;
      rest.splice(at, 0, edit.stopId);
      return withDays(trip, [{ date: from, stopIds: rest }]);
    }
    if (target.length >= MAX_STOPS_PER_DAY) return null;
    const placed = [...target];
    placed.splice(Math.min(edit.index, placed.length), 0, edit.stopId);
    return withDays(trip, [
      { date: from, stopIds: stops.filter((id) => id !== edit.stopId) },
      { date: edit.date, stopIds: placed },
    ]);
  }
  const target = days.get(edit.date);
  if (!target || edit.date === from || target.length >= MAX_STOPS_PER_DAY) return null;
  return withDays(trip, [
    { date: from, stopIds: stops.filter((id) => id !== edit.stopId) },
    { date: edit.date, stopIds: [...target, edit.stopId] },
  ]);
}

/** Whether an edit would change anything: for enabling its control. */
export const canApply = (plan: ItineraryPlan, edit: PlanEdit) => applyEdit(plan, edit) !== null;

/**
 * The trip with new legs or preferences from the form. Edits and regenerated days only survive
 * when the legs are the same: on other dates or in another country their places mean nothing.
 */
export function withTripSettings(
  trip: ItineraryTrip,
  settings: Pick<ItineraryTrip, 'legs' | 'preferences'>,
): ItineraryTrip {
  const sameLegs = JSON.stringify(trip.legs) === JSON.stringify(settings.legs);
  return {
    legs: settings.legs,
    preferences: settings.preferences,
    days: sameLegs ? trip.days : [],
    regenerate: sameLegs ? trip.regenerate : [],
  };
}
