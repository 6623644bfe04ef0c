/**
 * Rules for airport lounges and fast-track (issue 12), shared by the API's validation and the
 * web's booking form so both refuse the same input. Dates and times are the airport's local ones.
 */

/** DragonPass module numbers (spec §7): 1 is a lounge, 2 is fast-track. */
export const LOUNGE_MODULE = 1;
export const FAST_TRACK_MODULE = 2;
export type AirportModule = typeof LOUNGE_MODULE | typeof FAST_TRACK_MODULE;

/** The city picker asks for this many cities a page; a shorter page is the last (spec §9). */
export const CITY_PAGE_SIZE = 20;
export const MAX_AIRPORT_PAGE_SIZE = 100;
export const BOOKING_MAX_DAYS_AHEAD = 90;
export const MAX_ADULTS = 9;
export const MAX_CHILDREN = 9;
export const QUOTE_VALID_MINUTES = 15;
/** Cancelling is free until this many hours before the booked slot, not after. */
export const FREE_CANCELLATION_HOURS = 24;

/**
 * An airline's IATA code (two characters, not both digits) or ICAO code (three letters), an
 * optional space, then one to four digits and an optional operational suffix letter.
 */
const FLIGHT_NUMBER = /^((?:[A-Z]\d|\d[A-Z]|[A-Z]{2})|[A-Z]{3}) ?(\d{1,4}[A-Z]?)$/;

/** "vn 123", "BA2490" → "VN 123", "BA 2490"; null when it is not a flight number. */
export function normaliseFlightNumber(text: string): string | null {
  const match = FLIGHT_NUMBER.exec(text.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether `text` is a real calendar date. Checked by arithmetic, never through `Date`: an
 * impossible date (2026-13-01) made toISOString() throw, and a throw inside validation was a 500.
 */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!;
  return day <= days;
}
export const isLocalTime = (text: string) => LOCAL_TIME.test(text);

/** The calendar date and wall-clock time at `now` in an IANA time zone. */
export function localDateTime(timeZone: string, now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type SlotProblem = 'invalid' | 'past' | 'too-far';

/** Why a local date and time cannot be booked at an airport now, or null when it can. */
export function slotProblem(
  date: string,
  time: string,
  timeZone: string,
  now: Date,
): SlotProblem | null {
  if (!isIsoDate(date) || !isLocalTime(time)) return 'invalid';
  const local = localDateTime(timeZone, now);
  if (date < local.date || (date === local.date && time <= local.time)) return 'past';
  if (date > addDays(local.date, BOOKING_MAX_DAYS_AHEAD)) return 'too-far';
  return null;
}

/** The hourly slot a local arrival time falls in: "14:35" → "14:00". */
export const slotOf = (time: string) => `${time.slice(0, 2)}:00`;

/** Whether a local "HH:MM" lies in opening hours; closes before opens means past midnight. */
export function isWithinHours(time: string, opens: string, closes: string): boolean {
  if (opens === closes) return true;
  return opens < closes ? time >= opens && time < closes : time >= opens || time < closes;
}
