import {
  addDays,
  BOOKING_MAX_DAYS_AHEAD,
  localDateTime,
  normaliseFlightNumber,
  slotProblem,
} from '@tern/domain';

export interface BookingInput {
  date: string;
  time: string;
  flightNumber: string;
  names: string[];
}

export interface BookingErrors {
  slot?: true;
  flight?: true;
  /** Indexes of travellers without a name. */
  names?: number[];
}

/** The dates the date field offers: today at the airport up to 90 days ahead. */
export function dateRange(timeZone: string, now: Date) {
  const today = localDateTime(timeZone, now).date;
  return { min: today, max: addDays(today, BOOKING_MAX_DAYS_AHEAD) };
}

/** The form's checks, the same rules the API applies, so most mistakes never reach it. */
export function bookingErrors(input: BookingInput, timeZone: string, now: Date): BookingErrors {
  const errors: BookingErrors = {};
  if (slotProblem(input.date, input.time, timeZone, now)) errors.slot = true;
  if (!normaliseFlightNumber(input.flightNumber)) errors.flight = true;
  const missing = input.names.flatMap((name, i) => (name.trim() ? [] : [i]));
  if (missing.length > 0) errors.names = missing;
  return errors;
}

export const hasErrors = (errors: BookingErrors) => Object.keys(errors).length > 0;
