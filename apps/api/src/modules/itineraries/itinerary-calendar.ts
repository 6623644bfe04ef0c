import type { ItineraryPlan, Locale } from '@tern/contracts';
import { ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

const TEXTS: Record<Locale, { visit: string; travel: string; book: string }> = {
  en: {
    visit: 'Visit: {minutes} min',
    travel: 'Getting there (estimate): {mode}, {minutes} min, {km} km',
    book: 'Book',
  },
  vi: {
    visit: 'Tham quan: {minutes} phút',
    travel: 'Di chuyển (ước tính): {mode}, {minutes} phút, {km} km',
    book: 'Đặt vé',
  },
  ar: {
    visit: 'مدة الزيارة: {minutes} د',
    travel: 'الوصول إليه (تقديريًا): {mode}، {minutes} د، {km} كم',
    book: 'احجز',
  },
};
const MODES: Record<Locale, Record<string, string>> = {
  en: { walk: 'on foot', transit: 'public transport', car: 'by car' },
  vi: { walk: 'đi bộ', transit: 'phương tiện công cộng', car: 'ô tô' },
  ar: { walk: 'سيرًا على الأقدام', transit: 'بالمواصلات العامة', car: 'بالسيارة' },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** Zones with a VTIMEZONE from the current IANA data (the library follows each tzdata release). */
const ZONES_WITH_VTIMEZONE = new Set(tzlib_get_timezones() as string[]);

function vtimezone(zone: string): string | null {
  if (!ZONES_WITH_VTIMEZONE.has(zone)) return null;
  const [block] = tzlib_get_ical_block(zone) as string[];
  if (!block) return null;
  // A link (Europe/Skopje) comes as the zone it links to (Europe/Belgrade), with the same rules:
  // it is named as the events name it, or their TZID would point at nothing.
  return block.replace(/^(TZID|X-LIC-LOCATION):.*$/gm, `$1:${zone}`);
}

/**
 * The plan as an iCalendar file (RFC 5545, written by ical-generator): one event a stop, its
 * times in the leg's time zone (TZID with the zone's VTIMEZONE), a UID stable across downloads.
 */
export function itineraryCalendar(
  plan: ItineraryPlan,
  options: { title: string; uidPrefix: string; locale: Locale; webUrl: string },
): string {
  const calendar = new ICalCalendar({ name: options.title, prodId: '//Tern//Itinerary//EN' });
  // No calendar-wide zone (X-WR-TIMEZONE): each event names its leg's zone, which gets a VTIMEZONE.
  calendar.timezone({ name: null, generator: vtimezone });
  const texts = TEXTS[options.locale];
  for (const day of plan.days) {
    const zone = plan.legs[day.legIndex]!.timeZone;
    // A zone without a VTIMEZONE cannot be named by TZID; its times are then written in UTC.
    const timeZone = ZONES_WITH_VTIMEZONE.has(zone) ? zone : undefined;
    // Luxon, not Date: ical-generator writes a Date in the server's own zone, not the event's.
    const at = (time: string) => DateTime.fromISO(`${day.date}T${time}`, { zone });
    for (const stop of day.stops) {
      const lines = [fill(texts.visit, { minutes: stop.visitMinutes })];
      if (stop.travel) {
        lines.push(
          fill(texts.travel, {
            mode: MODES[options.locale][stop.travel.mode] ?? stop.travel.mode,
            minutes: stop.travel.minutes,
            km: stop.travel.km,
          }),
        );
      }
      if (stop.notice) lines.push(stop.notice);
      const url = stop.attractionId
        ? new URL(`/events/${encodeURIComponent(stop.attractionId)}`, options.webUrl).toString()
        : undefined;
      if (url) lines.push(`${texts.book}: ${url}`);
      calendar.createEvent({
        id: `${options.uidPrefix}-${day.date}-${stop.id}@tern`,
        start: at(stop.start),
        end: at(stop.end),
        ...(timeZone ? { timezone: timeZone } : {}),
        summary: stop.name,
        description: lines.join('\n'),
        location: { title: stop.city, geo: { lat: stop.latitude, lon: stop.longitude } },
        url,
      });
    }
  }
  return calendar.toString();
}
