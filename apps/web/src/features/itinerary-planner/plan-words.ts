import type { Words } from '@/i18n/words';
import { intlLocale } from '@/lib/intl-locale';

/** "45 min", "2 hours", "1 h 30 min": a visit's length as the planner's words put it. */
export function durationText(t: Words, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('duration.minutes', { minutes });
  if (rest === 0) return t('duration.hours', { hours });
  return t('duration.hoursMinutes', { hours, minutes: rest });
}

/** A DOM id for a stop (its id holds colons): the same stop keeps it on any day. */
export const stopDomId = (stopId: string) => `stop-${stopId.replace(/[^a-zA-Z0-9_-]/g, '-')}`;

export const dayHeadingId = (date: string) => `day-${date}`;

/** A distance to one decimal in the page's language: "1.8" in English, "1,8" in Vietnamese. */
export function formatKm(km: number, locale: string): string {
  let format = kmFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 1 });
    kmFormats.set(locale, format);
  }
  return format.format(km);
}

/** One formatter per language: a plan shows a distance for nearly every stop. */
const kmFormats = new Map<string, Intl.NumberFormat>();
