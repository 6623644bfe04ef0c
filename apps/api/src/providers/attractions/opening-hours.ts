import type { AttractionDetails } from '@tern/contracts';
import OpeningHours from 'opening_hours';

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

/** Parses an OpenStreetMap opening_hours value; throws on a syntax error. */
export const parseOpeningHours = (text: string) => new OpeningHours(text);

/** Minutes after local midnight as HH:MM. */
export const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A week with no public holiday in most places, 7–13 January 2030 (Monday to Sunday). */
const REFERENCE_WEEK = Array.from(
  { length: 7 },
  (_, i) => `2030-01-${String(7 + i).padStart(2, '0')}`,
);

/** An opening_hours value as the weekly table the details page shows (ISO weekday, HH:MM). */
export function weeklyHours(text: string): AttractionDetails['openingHours'] {
  const hours = parseOpeningHours(text);
  return REFERENCE_WEEK.flatMap((date, i) =>
    openStretches(hours, date).map(({ opens, closes }) => ({
      day: i + 1,
      opens: minutesToTime(opens),
      closes: minutesToTime(closes),
    })),
  );
}
