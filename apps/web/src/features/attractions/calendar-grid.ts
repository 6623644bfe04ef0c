import { addDays } from '@tern/domain';

/**
 * The date grid's arithmetic (WAI-ARIA grid pattern for a date picker): local calendar dates
 * as "YYYY-MM-DD", weeks from Monday, and where each key moves the focus. Pure, so the keys
 * are tested without a browser.
 */

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekday = (date: string) => ((utc(date).getUTCDay() + 6) % 7) + 1;

/** "2026-12" of "2026-12-05". */
export const monthOf = (date: string) => date.slice(0, 7);

const daysInMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
};

/** The same day `months` later, or the month's last day when it is shorter (31 Jan → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const target = first.toISOString().slice(0, 7);
  const clamped = Math.min(day, daysInMonth(target));
  return `${target}-${String(clamped).padStart(2, '0')}`;
}

/** The month's weeks, Monday first, with null where a day belongs to the month beside it. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = 0; day < daysInMonth(month); day += 1) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The months from `min` to `max`, each "YYYY-MM". */
export function monthsBetween(min: string, max: string): string[] {
  const months: string[] = [];
  for (
    let month = monthOf(min);
    month <= monthOf(max);
    month = monthOf(addMonths(`${month}-01`, 1))
  )
    months.push(month);
  return months;
}

export type GridKey =
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown';

const GRID_KEYS = new Set<string>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);
export const isGridKey = (key: string): key is GridKey => GRID_KEYS.has(key);

function movedDate(date: string, key: GridKey, weekday: number): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, 1 - weekday);
    case 'End':
      return addDays(date, 7 - weekday);
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
  }
}

/**
 * Where a key moves the focus from `date`: a day, a week, to the week's start or end, or a
 * month (the same day, or the month's last), kept inside the bookable window.
 */
export function moveFocus(date: string, key: GridKey, window: { min: string; max: string }) {
  const weekday = isoWeekday(date);
  return clampDate(movedDate(date, key, weekday), window);
}

/** A date kept inside the bookable window (ISO dates compare as text). */
export function clampDate(date: string, window: { min: string; max: string }): string {
  if (date < window.min) return window.min;
  if (date > window.max) return window.max;
  return date;
}
