import type { ItineraryDay, ItineraryLeg, ItineraryPlan, ItineraryStop } from '@tern/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { itineraryCalendar } from './itinerary-calendar';

const leg = (isoCode: string, timeZone: string, date: string): ItineraryLeg => ({
  countryId: isoCode.toLowerCase(),
  countryName: isoCode,
  localName: isoCode,
  isoCode,
  slug: isoCode.toLowerCase(),
  flagImageUrl: '',
  timeZone,
  startDate: date,
  endDate: date,
  days: 1,
});

const stop = (
  id: string,
  start: string,
  end: string,
  attractionId: string | null,
): ItineraryStop => ({
  id,
  kind: attractionId ? 'attraction' : 'city',
  name: `Stop ${id}`,
  description: '',
  city: 'Kyiv',
  interest: 'culture',
  category: null,
  latitude: 50.45,
  longitude: 30.52,
  dayPart: 'morning',
  start,
  end,
  visitMinutes: 90,
  travel: { mode: 'walk', minutes: 12, km: 0.9 },
  openingHoursText: null,
  attractionId,
  fromPrice: null,
  imageUrl: null,
  notice: null,
});

const day = (date: string, legIndex: number, stops: ItineraryStop[]): ItineraryDay => ({
  date,
  dayNumber: legIndex + 1,
  legIndex,
  kind: 'single',
  city: 'Kyiv',
  stops,
  suggestions: [],
  arrival: null,
  edited: false,
});

/** Kyiv in summer (UTC+3, a zone the 2018 data calls Europe/Kiev) and Almaty (UTC+5 since 2024). */
const plan = {
  legs: [leg('UA', 'Europe/Kyiv', '2026-07-01'), leg('KZ', 'Asia/Almaty', '2026-07-03')],
  days: [
    day('2026-07-01', 0, [stop('a:kyiv-pechersk-lavra', '09:30', '11:00', 'kyiv-pechersk-lavra')]),
    day('2026-07-03', 1, [stop('c:1526384:old_town_walk', '18:00', '23:59', null)]),
  ],
} as unknown as ItineraryPlan;

const options = {
  title: 'Kyiv and Almaty',
  uidPrefix: 'test',
  locale: 'en' as const,
  webUrl: 'https://shop.example',
};
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const serverZone = process.env.TZ;

afterEach(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

describe('itinerary calendar', () => {
  it('writes each stop at its wall time in the leg’s zone, whatever zone the server runs in', () => {
    process.env.TZ = 'UTC';
    const inUtc = itineraryCalendar(plan, options);
    // Node applies a changed TZ at once: a server in Vietnam must write the same times.
    process.env.TZ = 'Asia/Ho_Chi_Minh';
    const inVietnam = itineraryCalendar(plan, options);
    const times = (ics: string) => ics.match(/^DT(START|END);.*$/gm);
    expect(times(inVietnam)).toEqual(times(inUtc));
    expect(inUtc).toContain('DTSTART;TZID=Europe/Kyiv:20260701T093000');
    expect(inUtc).toContain('DTEND;TZID=Europe/Kyiv:20260701T110000');
    expect(inUtc).toContain('DTSTART;TZID=Asia/Almaty:20260703T180000');
    expect(inUtc).toContain('DTEND;TZID=Asia/Almaty:20260703T235900');
  });

  it('gives every zone used a VTIMEZONE from current data, and no calendar-wide zone', () => {
    const ics = itineraryCalendar(plan, options);
    const zones = [...ics.matchAll(/BEGIN:VTIMEZONE\r\nTZID:([^\r]+)[\s\S]*?END:VTIMEZONE/g)];
    expect(zones.map((z) => z[1]).sort()).toEqual(['Asia/Almaty', 'Europe/Kyiv']);
    const almaty = zones.find((z) => z[1] === 'Asia/Almaty')![0];
    expect(almaty).toContain('TZOFFSETTO:+0500');
    const kyiv = zones.find((z) => z[1] === 'Europe/Kyiv')![0];
    expect(kyiv).toContain('BEGIN:DAYLIGHT');
    expect(ics).not.toContain('X-WR-TIMEZONE');
  });

  it('names a linked zone’s VTIMEZONE as the events name it (Skopje, not Belgrade)', () => {
    const skopje = {
      ...plan,
      legs: [{ ...plan.legs[0]!, timeZone: 'Europe/Skopje' }],
      days: [plan.days[0]!],
    } as ItineraryPlan;
    const ics = itineraryCalendar(skopje, options);
    expect(ics).toContain('DTSTART;TZID=Europe/Skopje:20260701T093000');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Skopje\r\n');
    expect(ics).not.toContain('Belgrade');
  });

  it('describes the visit, the travel estimate and the booking link, with a stable UID', () => {
    const ics = unfolded(itineraryCalendar(plan, options));
    expect(ics.split('BEGIN:VEVENT')).toHaveLength(3);
    expect(ics).toContain('UID:test-2026-07-01-a:kyiv-pechersk-lavra@tern');
    expect(ics).toContain('SUMMARY:Stop a:kyiv-pechersk-lavra');
    expect(ics).toContain('LOCATION:Kyiv');
    expect(ics).toContain('GEO:50.45;30.52');
    expect(ics).toContain(
      'DESCRIPTION:Visit: 90 min\\nGetting there (estimate): on foot\\, 12 min\\, 0.9 km\\nBook: https://shop.example/events/kyiv-pechersk-lavra',
    );
  });

  it('describes the stop in Arabic for an Arabic plan, with Western digits', () => {
    const ics = unfolded(itineraryCalendar(plan, { ...options, locale: 'ar' }));
    expect(ics).toContain(
      'DESCRIPTION:مدة الزيارة: 90 د\\nالوصول إليه (تقديريًا): سيرًا على الأقدام، 12 د، 0.9 كم\\nاحجز: https://shop.example/events/kyiv-pechersk-lavra',
    );
  });

  it('writes UTC times when a zone has no VTIMEZONE, rather than a TZID nothing defines', () => {
    const unknown = {
      ...plan,
      legs: [{ ...plan.legs[0]!, timeZone: 'UTC+3' }],
      days: [plan.days[0]!],
    } as ItineraryPlan;
    const ics = itineraryCalendar(unknown, options);
    expect(ics).not.toContain('TZID=');
    expect(ics).toContain('DTSTART:20260701T063000Z');
  });
});
