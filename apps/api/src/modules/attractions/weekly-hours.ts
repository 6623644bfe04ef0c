import type { AttractionDetails } from '@tern/contracts';
import OpeningHours from 'opening_hours';

/** A week with no public holiday or daylight-saving change in most places: 7–13 January 2030. */
const REFERENCE_MONDAY = { year: 2030, month: 0, day: 7 };

const hhmm = (at: Date, dayStart: Date) => {
  const minutes = Math.round((at.getTime() - dayStart.getTime()) / 60_000);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * A published opening_hours text as a weekly table (ISO weekday, opens, closes), for the details
 * page. Evaluated in the process's wall-clock time on a reference week, as the text is local time.
 */
export function weeklyHours(text: string): AttractionDetails['openingHours'] {
  const hours = new OpeningHours(text, null);
  const { year, month, day } = REFERENCE_MONDAY;
  return Array.from({ length: 7 }, (_, i) => {
    const start = new Date(year, month, day + i);
    const end = new Date(year, month, day + i + 1);
    return hours.getOpenIntervals(start, end).map(([opens, closes]) => ({
      day: i + 1,
      opens: hhmm(opens, start),
      closes: hhmm(closes, start),
    }));
  }).flat();
}
