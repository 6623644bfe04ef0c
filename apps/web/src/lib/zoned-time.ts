/**
 * Times of a place the traveller is going to (an airport, an attraction), read in that place's
 * clock whatever the device's own zone: bookings are made and kept in local time there.
 */
import { intlLocale } from './intl-locale';

/** An instant as the place's clock shows it: "12 Mar 2026, 07:00". */
export function formatInZone(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/**
 * The place's offset from UTC now, "GMT+7", "GMT": travellers read that more surely than an
 * IANA name, and the boundary data names some zones after a neighbour (Hanoi is Asia/Bangkok).
 */
export function zoneLabel(timeZone: string, locale: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat(intlLocale(locale), {
    timeZone,
    timeZoneName: 'shortOffset',
  })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/** A calendar date at the place ("2026-03-12") as the traveller reads it: "Thu, 12 Mar 2026". */
export function formatLocalDate(date: string, locale: string): string {
  let format = localDateFormats.get(locale);
  if (!format) {
    // One per language: a plan's days and their menus would otherwise build one per date.
    format = new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    localDateFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

const localDateFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant no place owns (when a figure was read, when a plan ends): "28 Nov 2026, 22:57 UTC". */
export function formatUtc(iso: string, locale: string): string {
  return `${formatInZone(iso, 'UTC', locale)} UTC`;
}
