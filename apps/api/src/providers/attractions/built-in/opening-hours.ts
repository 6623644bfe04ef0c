import OpeningHours from 'opening_hours';
import type { SlotRule } from './catalogue';

/** An open stretch of one day in minutes after local midnight; closes may be 1440. */
export interface OpenStretch {
  opens: number;
  closes: number;
}

const MINUTES_PER_DAY = 24 * 60;

/**
 * The stretches an opening_hours value is open on a local calendar date. The library reads
 * Date's local fields, so the date is built and read in the process's zone and only its wall
 * clock is used: the attraction's own zone never enters, and the answer is the same anywhere.
 */
export function openStretches(hours: OpeningHours, date: string): OpenStretch[] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, day);
  const end = new Date(year, month - 1, day + 1);
  return hours.getOpenIntervals(start, end).map(([opens, closes]) => ({
    opens: opens.getHours() * 60 + opens.getMinutes(),
    closes:
      closes.getDate() === start.getDate()
        ? closes.getHours() * 60 + closes.getMinutes()
        : MINUTES_PER_DAY,
  }));
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Start times on a day with these open stretches: fixed departures that fall inside one, or
 * every `everyMinutes` from opening while a visit still fits before closing (at least one).
 */
export function startTimes(stretches: OpenStretch[], rule: SlotRule): string[] {
  const starts = new Set<number>();
  for (const { opens, closes } of stretches) {
    if (rule.departures) {
      for (const departure of rule.departures.map(toMinutes)) {
        if (departure >= opens && departure < closes) starts.add(departure);
      }
      continue;
    }
    const last = Math.max(opens, closes - rule.lastStartBeforeClose);
    for (let start = opens; start <= last && start < closes; start += rule.everyMinutes) {
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map(toTime);
}

/** Parses an OpenStreetMap opening_hours value; throws on a syntax error. */
export const parseOpeningHours = (text: string) => new OpeningHours(text);
