import type { TravelLeg } from '@tern/contracts';
import type { DayPart, ItineraryInterest, ItineraryPace } from '@tern/domain';
import type { PlannerPlace } from './places';
import type { StopNotice } from './texts';
import { distanceKm, travelBetween } from './travel';

export type DayKind = 'arrival' | 'full' | 'departure' | 'single';

/** How full a day is at each pace: when it starts, stops per part of the day, visiting time. */
export const PACE_RULES: Record<
  ItineraryPace,
  { dayStart: number; perPart: Record<DayPart, number>; visitBudget: number }
> = {
  relaxed: { dayStart: 600, perPart: { morning: 1, afternoon: 1, evening: 1 }, visitBudget: 330 },
  normal: { dayStart: 540, perPart: { morning: 2, afternoon: 2, evening: 1 }, visitBudget: 480 },
  packed: { dayStart: 510, perPart: { morning: 2, afternoon: 3, evening: 2 }, visitBudget: 660 },
};

/** Arrival days start after the flight and the drive in; departure days end by lunch. */
export const ARRIVAL_DAY_START = 15 * 60;
const AFTERNOON_START = 13 * 60 + 30;
const EVENING_START = 18 * 60 + 30;
/** Latest end of a stop by the part it starts in; a long visit may fill the whole day. */
const PART_END: Record<DayPart, number> = {
  morning: 13 * 60,
  afternoon: 18 * 60 + 30,
  evening: 23 * 60,
};
const LONG_VISIT = 180;
const LAST_MINUTE = 24 * 60 - 1;
/** The longest wait for a place to open between two stops; the first stop may start late. */
const MAX_WAIT = 45;
const MAX_FIRST_WAIT = 180;
/** A day may run a fifth over its visiting time for one long highlight (a safari, a theme park). */
const BUDGET_STRETCH = 1.2;

export function partsOf(kind: DayKind): DayPart[] {
  if (kind === 'arrival') return ['afternoon', 'evening'];
  if (kind === 'departure') return ['morning'];
  return ['morning', 'afternoon', 'evening'];
}

/** Stops a part may hold: arrival and departure days are lighter. */
function partLimit(ctx: DayContext, part: DayPart): number {
  const { kind, pace, interests } = ctx;
  // Night owls get a night out after dinner.
  const extra = part === 'evening' && interests.includes('nightlife') ? 1 : 0;
  const limit = PACE_RULES[pace].perPart[part] + extra;
  return kind === 'arrival' || kind === 'departure' ? Math.min(limit, 1) : limit;
}

export const partOfTime = (minutes: number): DayPart =>
  minutes < 12 * 60 ? 'morning' : minutes < 18 * 60 ? 'afternoon' : 'evening';

const ceil5 = (minutes: number) => Math.ceil(minutes / 5) * 5;

/** The first time at or after `arrive` a visit can start, with how long the traveller waits. */
export function earliestStart(place: PlannerPlace, date: string, arrive: number): number | null {
  for (const window of place.startWindows(date)) {
    if (window.closes < arrive) continue;
    return ceil5(Math.max(arrive, window.opens));
  }
  return null;
}

export interface PlannedStop {
  place: PlannerPlace;
  start: number;
  end: number;
  travel: TravelLeg | null;
  dayPart: DayPart;
  notice: StopNotice | null;
}

/** FNV-1a, mixed: a stable number in [0, 1) for the same text, anywhere and always. */
export function stableFraction(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // MurmurHash3's finaliser: texts that differ in the last letter land far apart.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0;
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

export interface DayContext {
  date: string;
  kind: DayKind;
  pace: ItineraryPace;
  interests: readonly ItineraryInterest[];
  /** Regenerating a day draws another plan with this variant (0: the first plan). */
  variant: number;
  /** Where the day starts: the city centre, or the last city when the day changes city. */
  origin: { latitude: number; longitude: number };
  /** The day begins later than the pace's start (after the drive from the last city). */
  startAt?: number;
}

/** How much a place suits this moment of this day; higher is better. */
function scoreOf(
  place: PlannerPlace,
  ctx: DayContext,
  chosen: PlannedStop[],
  km: number,
  wait: number,
) {
  let score = place.appeal;
  if (ctx.interests.length > 0) score += ctx.interests.includes(place.interest) ? 40 : -25;
  for (const stop of chosen) {
    if (stop.place.interest === place.interest) score -= 20;
    if (place.category && stop.place.category === place.category) score -= 25;
  }
  score -= Math.min(50, km * 2) + wait / 3;
  if (ctx.variant > 0) score += stableFraction(`${place.id}|${ctx.date}|${ctx.variant}`) * 120;
  return score;
}

/**
 * One day's stops: for each part of the day, the best place that is open when the traveller
 * gets there, fits the part and the pace's visiting time, near the previous stop. Ties go to the
 * smaller id, so the same inputs always give the same day.
 */
export function planDay(ctx: DayContext, pool: PlannerPlace[], used: Set<string>): PlannedStop[] {
  const rules = PACE_RULES[ctx.pace];
  const chosen: PlannedStop[] = [];
  let clock = ctx.startAt ?? (ctx.kind === 'arrival' ? ARRIVAL_DAY_START : rules.dayStart);
  let position: { latitude: number; longitude: number } = ctx.origin;
  let visiting = 0;
  for (const part of partsOf(ctx.kind)) {
    const last = chosen.at(-1);
    if (part === 'afternoon') {
      const hadLunch = last?.place.interest === 'food' && last.end >= 12 * 60;
      clock = Math.max(clock + (hadLunch ? 0 : 60), AFTERNOON_START);
    }
    if (part === 'evening') clock = Math.max(clock, EVENING_START);
    for (let n = 0; n < partLimit(ctx, part); n += 1) {
      let best: { stop: PlannedStop; score: number } | null = null;
      for (const place of pool) {
        if (used.has(place.id) || chosen.some((s) => s.place.id === place.id)) continue;
        if (part === 'evening' ? !place.evening : place.eveningOnly) continue;
        const overBudget = visiting + place.visitMinutes > rules.visitBudget * BUDGET_STRETCH;
        if (part !== 'evening' && chosen.length > 0 && overBudget) {
          continue;
        }
        const travel = chosen.length > 0 ? travelBetween(position, place) : null;
        const arrive = clock + (travel?.minutes ?? 0);
        const start = earliestStart(place, ctx.date, arrive);
        // Evenings have time to spare (a night out starts after dinner); days do not.
        const wait = part === 'evening' ? Infinity : chosen.length > 0 ? MAX_WAIT : MAX_FIRST_WAIT;
        if (start === null || start - arrive > wait) continue;
        const end = start + place.visitMinutes;
        const limit =
          place.interest === 'nightlife'
            ? LAST_MINUTE
            : place.visitMinutes >= LONG_VISIT && part !== 'evening'
              ? PART_END[part === 'morning' ? 'afternoon' : 'evening']
              : PART_END[part];
        if (partOfTime(start) !== part || end > limit) continue;
        const score = scoreOf(
          place,
          ctx,
          chosen,
          // The day's first stop is where the day starts: the hotel is anywhere in town.
          chosen.length > 0 ? distanceKm(position, place) : 0,
          start - arrive,
        );
        if (
          !best ||
          score > best.score ||
          (score === best.score && place.id < best.stop.place.id)
        ) {
          best = { stop: { place, start, end, travel, dayPart: part, notice: null }, score };
        }
      }
      if (!best) break;
      chosen.push(best.stop);
      clock = best.stop.end;
      position = best.stop.place;
      if (part !== 'evening') visiting += best.stop.place.visitMinutes;
    }
  }
  return chosen;
}

/**
 * A day the traveller arranged: their stops in their order, each started as soon as the
 * traveller gets there and the place is open; what does not fit says why, nothing is dropped.
 */
export function timeDay(
  ctx: Pick<DayContext, 'date' | 'kind' | 'pace'>,
  places: PlannerPlace[],
): PlannedStop[] {
  let clock = ctx.kind === 'arrival' ? ARRIVAL_DAY_START : PACE_RULES[ctx.pace].dayStart;
  let previous: PlannerPlace | null = null;
  const stops: PlannedStop[] = [];
  for (const place of places) {
    const travel = previous ? travelBetween(previous, place) : null;
    const arrive = clock + (travel?.minutes ?? 0);
    let start = earliestStart(place, ctx.date, arrive);
    let notice: StopNotice | null = null;
    if (start === null) {
      start = ceil5(arrive);
      const windows = place.startWindows(ctx.date);
      const last = windows.at(-1);
      notice = last
        ? { kind: 'closes', time: clockText(last.closes + place.visitMinutes) }
        : { kind: 'closed' };
    }
    let end = start + place.visitMinutes;
    if (end > LAST_MINUTE) {
      notice ??= { kind: 'too_late' };
      start = Math.min(start, LAST_MINUTE);
      end = LAST_MINUTE;
    }
    stops.push({ place, start, end, travel, dayPart: partOfTime(start), notice });
    clock = end;
    previous = place;
  }
  return stops;
}

export const clockText = (minutes: number) => {
  const m = Math.min(Math.max(0, minutes), LAST_MINUTE);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
