import type { AttractionDetails, Locale } from '@tern/contracts';
import { INTL_LOCALES } from '@tern/domain';
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

/** How a list of day groups is joined in each language. */
const GROUP_SEPARATOR: Record<Locale, string> = { en: '; ', vi: '; ', ar: '؛ ' };

/**
 * An opening_hours value in the reader's words: weekdays with the same hours grouped into a range
 * ("Mon–Fri 09:00–18:00; Sat 10:00–16:00"), day names from Intl, closed days left out. The
 * published syntax ("Mo-Fr 09:00-18:00") is English shorthand a traveller should not have to read.
 */
export function hoursInWords(text: string, locale: Locale): string {
  const table = weeklyHours(text);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    weekday: 'short',
    timeZone: 'UTC',
  });
  const dayName = (day: number) => weekday.format(new Date(`${REFERENCE_WEEK[day - 1]}T12:00Z`));
  const hoursOf = (day: number) =>
    table
      .filter((row) => row.day === day)
      .map((row) => `${row.opens}–${row.closes}`)
      .join(', ');
  const groups: { from: number; to: number; hours: string }[] = [];
  for (let day = 1; day <= 7; day++) {
    const hours = hoursOf(day);
    const last = groups.at(-1);
    if (hours && last && last.to === day - 1 && last.hours === hours) last.to = day;
    else if (hours) groups.push({ from: day, to: day, hours });
  }
  return groups
    .map(({ from, to, hours }) =>
      from === to ? `${dayName(from)} ${hours}` : `${dayName(from)}–${dayName(to)} ${hours}`,
    )
    .join(GROUP_SEPARATOR[locale]);
}
