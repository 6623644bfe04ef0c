import type { AttractionLocale, ItineraryPlan } from '@tern/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar } from 'ical-generator';

const TEXTS: Record<AttractionLocale, { visit: string; travel: string; book: string }> = {
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
};
const MODES: Record<AttractionLocale, Record<string, string>> = {
  en: { walk: 'on foot', transit: 'public transport', car: 'by car' },
  vi: { walk: 'đi bộ', transit: 'phương tiện công cộng', car: 'ô tô' },
};

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The plan as an iCalendar file (RFC 5545, written by ical-generator): one event a stop, its
 * times in the leg's time zone (TZID with the zone's VTIMEZONE), a UID stable across downloads.
 */
export function itineraryCalendar(
  plan: ItineraryPlan,
  options: { title: string; uidPrefix: string; locale: AttractionLocale; webUrl: string },
): string {
  const calendar = new ICalCalendar({ name: options.title, prodId: '//Tern//Itinerary//EN' });
  const texts = TEXTS[options.locale];
  for (const zone of new Set(plan.legs.map((leg) => leg.timeZone))) {
    calendar.timezone({ name: zone, generator: getVtimezoneComponent });
  }
  for (const day of plan.days) {
    const timeZone = plan.legs[day.legIndex]!.timeZone;
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
        // With a zone set, ical-generator writes a Date's UTC fields as the wall time in it.
        start: new Date(`${day.date}T${stop.start}:00Z`),
        end: new Date(`${day.date}T${stop.end}:00Z`),
        timezone: timeZone,
        summary: stop.name,
        description: lines.join('\n'),
        location: { title: stop.city, geo: { lat: stop.latitude, lon: stop.longitude } },
        url,
      });
    }
  }
  return calendar.toString();
}
