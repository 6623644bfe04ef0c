import type {
  AttractionDetailsResponse,
  Bundle,
  BundlesResponse,
  CountryOutlineResponseSchema,
  ErrorEnvelope,
  ItineraryPlan,
  ItineraryPlanResponse,
  ItineraryTripInput,
} from '@tern/contracts';
import { addDays, isUnlimitedData } from '@tern/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signInUnlocked, signInWithCode } from './support/sign-in';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/** A traveller who unlocked the custom itinerary: preferences are theirs to set. */
let unlockedHeaders: Record<string, string>;
beforeAll(async () => {
  unlockedHeaders = (await signInUnlocked(t, 'planner-unlocked@example.com')).headers;
});

const START = '2026-12-07'; // a Monday
const UAE = { countryName: 'United Arab Emirates', startDate: START, endDate: addDays(START, 4) };

async function plan(trip: ItineraryTripInput, extra: Record<string, unknown> = {}) {
  const response = await t.post('/v1/itineraries/plan', { trip, ...extra }, unlockedHeaders);
  return { status: response.statusCode, body: response.json() as ItineraryPlanResponse };
}
async function planOk(trip: ItineraryTripInput, extra: Record<string, unknown> = {}) {
  const { status, body } = await plan(trip, extra);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}
async function refused(trip: unknown, status = 400) {
  const response = await t.post('/v1/itineraries/plan', { trip });
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as ErrorEnvelope).error;
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const stopIds = (p: ItineraryPlan) => p.days.map((d) => d.stops.map((s) => s.id));

describe('POST /v1/itineraries/plan: the defaults (United Arab Emirates, 5 days)', () => {
  it('plans every day, lighter first and last days, the arrival airport on day 1', async () => {
    const p = await planOk({ legs: [UAE] });
    expect(p.legs).toHaveLength(1);
    expect(p.legs[0]).toMatchObject({
      countryName: 'United Arab Emirates',
      isoCode: 'AE',
      days: 5,
    });
    expect(p.legs[0]!.timeZone).toBe('Asia/Dubai');
    expect(p.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4].map((n) => addDays(START, n)));
    expect(p.days.map((d) => d.kind)).toEqual(['arrival', 'full', 'full', 'full', 'departure']);
    expect(p.days.map((d) => d.dayNumber)).toEqual([1, 2, 3, 4, 5]);
    const count = (i: number) => p.days[i]!.stops.length;
    expect(count(0)).toBeGreaterThan(0);
    expect(count(0)).toBeLessThanOrEqual(2);
    expect(count(4)).toBeLessThanOrEqual(2);
    expect(Math.max(count(1), count(2), count(3))).toBeGreaterThan(count(4));
    // Arrival days start in the afternoon; departure days end by lunch.
    expect(p.days[0]!.stops.every((s) => minutes(s.start) >= 15 * 60)).toBe(true);
    expect(p.days[4]!.stops.every((s) => minutes(s.end) <= 14 * 60)).toBe(true);
    expect(p.days[0]!.arrival).toMatchObject({
      iataCode: 'DXB',
      loungeHref: '/lounge/airport/Dubai',
      fastTrackHref: '/fasttrack/airport/Dubai',
    });
    expect(p.days.slice(1).every((d) => d.arrival === null)).toBe(true);
    // Each attraction once in the whole trip (meals come back daily), named by its id.
    const all = stopIds(p)
      .flat()
      .filter((id) => id.startsWith('a:'));
    expect(new Set(all).size).toBe(all.length);
    const bookable = p.days.flatMap((d) => d.stops).filter((s) => s.attractionId);
    expect(bookable.length).toBeGreaterThanOrEqual(4);
    for (const stop of bookable) {
      expect(stop.id).toBe(`a:${stop.attractionId}`);
      expect(stop.fromPrice?.currencyCode).toBe('USD');
    }
  });

  it('gives every attraction a time it is open on that weekday, for its whole visit', async () => {
    const p = await planOk({ legs: [{ ...UAE, endDate: addDays(START, 13) }] });
    const checked = new Set<string>();
    for (const day of p.days) {
      for (const stop of day.stops) {
        expect(minutes(stop.end) - minutes(stop.start), stop.name).toBe(stop.visitMinutes);
        expect(stop.notice).toBeNull();
        if (!stop.attractionId) continue;
        const details = await t.get<AttractionDetailsResponse>(
          `/v1/attractions/${stop.attractionId}`,
        );
        const hours = details.body.data.openingHours.filter((h) => h.day === isoWeekday(day.date));
        const fits = hours.some(
          (h) => minutes(stop.start) >= minutes(h.opens) && minutes(stop.end) <= minutes(h.closes),
        );
        expect(fits, `${stop.name} on ${day.date} ${stop.start}-${stop.end}`).toBe(true);
        expect(stop.visitMinutes).toBe(details.body.data.durationMinutes);
        checked.add(stop.attractionId);
      }
    }
    expect(checked.size).toBeGreaterThanOrEqual(5);
  });

  it('times each journey from the distance: on foot under 2 km, else transit or car', async () => {
    const p = await planOk({ legs: [{ ...UAE, endDate: addDays(START, 9) }] });
    const journeys = p.days.flatMap((d) => d.stops.slice(1).map((s) => s.travel!));
    expect(journeys.length).toBeGreaterThan(5);
    for (const leg of journeys) {
      expect(leg.mode).toBe(leg.km < 2 ? 'walk' : leg.km <= 25 ? 'transit' : 'car');
      expect(leg.minutes % 5).toBe(0);
      expect(leg.minutes).toBeGreaterThanOrEqual(5);
    }
    // Stops follow one another: each starts after the previous ends and the journey.
    for (const day of p.days) {
      for (let i = 1; i < day.stops.length; i += 1) {
        const before = day.stops[i - 1]!;
        const stop = day.stops[i]!;
        expect(minutes(stop.start)).toBeGreaterThanOrEqual(
          minutes(before.end) + stop.travel!.minutes,
        );
      }
    }
  });

  it('changes city at most once a day and keeps a city’s days together', async () => {
    const p = await planOk({ legs: [{ ...UAE, endDate: addDays(START, 9) }] });
    const cities = p.days.map((d) => d.city);
    const blocks = cities.filter((city, i) => i === 0 || cities[i - 1] !== city);
    expect(new Set(blocks).size).toBe(blocks.length);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    for (const [i, day] of p.days.entries()) {
      const cityOfStops = new Set(day.stops.filter((s) => s.kind === 'city').map((s) => s.city));
      expect(cityOfStops.size, day.date).toBeLessThanOrEqual(1);
      // A day in a new city begins with the drive there.
      if (i > 0 && cities[i - 1] !== day.city && day.stops[0]) {
        expect(['transit', 'car']).toContain(day.stops[0].travel?.mode);
      }
    }
  });

  it('gives the same plan for the same inputs, every time', async () => {
    const trip = {
      legs: [UAE],
      preferences: { interests: ['food' as const, 'culture' as const], pace: 'packed' as const },
    };
    const first = await plan(trip, { currency: 'EUR' });
    const second = await plan(trip, { currency: 'EUR' });
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
  });
});

describe('an Arabic plan (locale=ar)', () => {
  const arabic = /\p{Script=Arabic}/u;

  it('names and describes every stop and suggestion in Arabic, with no English template left', async () => {
    const [en, ar] = await Promise.all([
      planOk({ legs: [UAE] }),
      planOk({ legs: [UAE] }, { locale: 'ar' }),
    ]);
    expect(stopIds(ar)).toEqual(stopIds(en));
    const places = (p: ItineraryPlan) => p.days.flatMap((d) => [...d.stops, ...d.suggestions]);
    const english = new Map(places(en).map((s) => [s.id, s]));
    for (const place of places(ar)) {
      const inEnglish = english.get(place.id)!;
      expect(place.name, place.id).toMatch(arabic);
      expect(place.description, place.id).toMatch(arabic);
      expect(place.name).not.toBe(inEnglish.name);
      expect(place.description).not.toBe(inEnglish.description);
    }
    // Opening hours in Arabic words, not the published "Mo-Su 09:00-23:00".
    const hours = ar.days.flatMap((d) => d.stops).flatMap((s) => s.openingHoursText ?? []);
    expect(hours.length).toBeGreaterThan(0);
    for (const text of hours) {
      expect(text).toMatch(arabic);
      expect(text).not.toMatch(/[A-Za-z]/);
    }
    // Dubai's attractions name the city, so its Arabic spelling comes with them.
    expect(ar.days.map((d) => d.city)).toContain('دبي');
    expect(places(ar).some((s) => s.name === 'برج خليفة: At the Top')).toBe(true);
  });

  it('says in Arabic when a stop is put on a day it is closed', async () => {
    // The Louvre Abu Dhabi closes on Mondays; START is a Monday.
    const days = [{ date: START, stopIds: ['a:louvre-abu-dhabi'] }];
    const p = await planOk({ legs: [UAE], days }, { locale: 'ar' });
    const stop = p.days[0]!.stops[0]!;
    expect(stop).toMatchObject({ id: 'a:louvre-abu-dhabi', name: 'اللوفر أبوظبي', city: 'أبوظبي' });
    const details = await t.get<AttractionDetailsResponse>('/v1/attractions/louvre-abu-dhabi');
    const openMonday = details.body.data.openingHours.some((h) => h.day === 1);
    expect(stop.notice).toBe(openMonday ? null : 'مغلق في هذا اليوم');
  });
});

describe('preferences: the custom itinerary', () => {
  it('plans with preferences only for a traveller who unlocked them; without, for anyone', async () => {
    const custom = { legs: [UAE], preferences: { pace: 'packed' as const } };
    const anonymous = await t.post('/v1/itineraries/plan', { trip: custom });
    expect(anonymous.statusCode).toBe(401);
    expect((anonymous.json() as ErrorEnvelope).error.code).toBe('UNAUTHENTICATED');
    const signedIn = await signInWithCode(t, 'planner-locked@example.com');
    const locked = await t.post('/v1/itineraries/plan', { trip: custom }, signedIn.headers);
    expect(locked.statusCode).toBe(403);
    expect((locked.json() as ErrorEnvelope).error).toMatchObject({
      code: 'ITINERARY_LOCKED',
      message: expect.stringContaining('Unlock the custom itinerary'),
    });
    // The usual preferences, said out loud, are not the custom itinerary.
    const usual = { legs: [UAE], preferences: { interests: [], pace: 'normal' as const } };
    expect((await t.post('/v1/itineraries/plan', { trip: usual })).statusCode).toBe(200);
    expect((await t.post('/v1/itineraries/plan', { trip: { legs: [UAE] } })).statusCode).toBe(200);
    expect((await plan(custom)).status).toBe(200);
  });

  it('fills days by pace: packed more than normal, normal more than relaxed', async () => {
    const stops = async (pace: 'relaxed' | 'normal' | 'packed') => {
      const p = await planOk({
        legs: [{ countryName: 'Japan', startDate: START, endDate: addDays(START, 6) }],
        preferences: { pace },
      });
      return p.days.reduce((sum, d) => sum + d.stops.length, 0);
    };
    const [relaxed, normal, packed] = [
      await stops('relaxed'),
      await stops('normal'),
      await stops('packed'),
    ];
    expect(normal).toBeGreaterThan(relaxed);
    expect(packed).toBeGreaterThan(normal);
  });

  it('leans to the interests chosen', async () => {
    const legs = [{ countryName: 'Italy', startDate: START, endDate: addDays(START, 5) }];
    const share = (p: ItineraryPlan, interest: string) => {
      const all = p.days.flatMap((d) => d.stops);
      return all.filter((s) => s.interest === interest).length / all.length;
    };
    const plain = await planOk({ legs });
    const food = await planOk({ legs, preferences: { interests: ['food'] } });
    const nature = await planOk({ legs, preferences: { interests: ['nature'] } });
    expect(share(food, 'food')).toBeGreaterThan(share(plain, 'food'));
    expect(share(nature, 'nature')).toBeGreaterThan(share(plain, 'nature'));
  });
});

describe('several countries', () => {
  it('covers every leg, day by day, with 30 days and 3 legs', async () => {
    const legs = [
      { countryName: 'Vietnam', startDate: START, endDate: addDays(START, 9) },
      { countryName: 'Thailand', startDate: addDays(START, 10), endDate: addDays(START, 19) },
      { countryName: 'Japan', startDate: addDays(START, 20), endDate: addDays(START, 29) },
    ];
    const p = await planOk({ legs });
    expect(p.days).toHaveLength(30);
    expect(p.legs.map((l) => [l.isoCode, l.days])).toEqual([
      ['VN', 10],
      ['TH', 10],
      ['JP', 10],
    ]);
    for (const [i, day] of p.days.entries()) {
      expect(day.date).toBe(addDays(START, i));
      expect(day.legIndex).toBe(Math.floor(i / 10));
      // A leg's later days are full, or lighter when they move far to another city.
      if (i === 29) expect(day.kind).toBe('departure');
      else if (i % 10 === 0) expect(day.kind).toBe('arrival');
      else expect(['full', 'arrival']).toContain(day.kind);
      expect(day.arrival !== null).toBe(i % 10 === 0);
      expect(day.stops.length, day.date).toBeGreaterThan(0);
    }
    expect(p.legs.map((l) => l.timeZone)).toEqual([
      'Asia/Ho_Chi_Minh',
      'Asia/Bangkok',
      'Asia/Tokyo',
    ]);
  });

  it('refuses legs that overlap, a trip over 30 days and an unknown country, by name', async () => {
    const overlap = await refused({
      legs: [
        { countryName: 'Vietnam', startDate: START, endDate: addDays(START, 3) },
        { countryName: 'Japan', startDate: addDays(START, 3), endDate: addDays(START, 5) },
      ],
    });
    expect(overlap.message).toMatch(/starts after the one before/);
    const long = await refused({ legs: [{ ...UAE, endDate: addDays(START, 30) }] });
    expect(long.message).toMatch(/at most 30 days/);
    const reversed = await refused({ legs: [{ ...UAE, endDate: addDays(START, -1) }] });
    expect(reversed.message).toMatch(/endDate must be on or after startDate/);
    const bad = await refused({ legs: [{ ...UAE, startDate: '2026-02-30' }] });
    expect(bad.message).toMatch(/calendar date/);
    const unknown = await refused({ legs: [{ ...UAE, countryName: 'Atlantis' }] });
    expect(unknown.code).toBe('UNKNOWN_COUNTRY');
    expect(unknown.message).toContain('Atlantis');
    const none = await refused({ legs: [] });
    expect(none.message).toMatch(/at least one leg/);
    const stop = await refused({ legs: [UAE], days: [{ date: START, stopIds: ['<script>'] }] });
    expect(stop.message).toMatch(/stop id/);
    const outside = await refused({
      legs: [UAE],
      days: [{ date: addDays(START, 9), stopIds: [] }],
    });
    expect(outside.message).toMatch(/not a day of the trip/);
  });
});

describe('editing', () => {
  it('keeps a day as the traveller arranged it, re-timed, and the other days as they were', async () => {
    const before = await planOk({ legs: [UAE] });
    const day2 = before.days[1]!.stops.map((s) => s.id);
    const edited = [...day2].reverse().slice(0, -1);
    const days = before.days.map((d, i) => ({
      date: d.date,
      stopIds: i === 1 ? edited : d.stops.map((s) => s.id),
    }));
    const after = await planOk({ legs: [UAE], days });
    expect(after.days[1]!.stops.map((s) => s.id)).toEqual(edited);
    expect(after.days[1]!.edited).toBe(true);
    for (const i of [0, 2, 3, 4]) {
      expect(after.days[i]!.stops.map((s) => s.id)).toEqual(before.days[i]!.stops.map((s) => s.id));
    }
    const stops = after.days[1]!.stops;
    for (let i = 1; i < stops.length; i += 1) {
      expect(minutes(stops[i]!.start)).toBeGreaterThanOrEqual(minutes(stops[i - 1]!.end));
    }
    // The removed stop is offered again among the day's suggestions.
    const removed = day2.find((id) => !edited.includes(id))!;
    expect(after.days[1]!.suggestions.map((s) => s.id)).toContain(removed);
  });

  it('says so when a stop is put on a day it is closed, and drops nothing', async () => {
    // The Louvre Abu Dhabi closes on Mondays; START is a Monday.
    const days = [{ date: START, stopIds: ['a:louvre-abu-dhabi'] }];
    const p = await planOk({ legs: [UAE], days });
    const stop = p.days[0]!.stops[0]!;
    expect(stop.id).toBe('a:louvre-abu-dhabi');
    const details = await t.get<AttractionDetailsResponse>('/v1/attractions/louvre-abu-dhabi');
    const openMonday = details.body.data.openingHours.some((h) => h.day === 1);
    expect(stop.notice === null).toBe(openMonday);
    if (!openMonday) expect(stop.notice).toBe('Closed on this day');
  });

  it('plans a day again with another choice when asked, leaving the rest', async () => {
    const legs = [{ countryName: 'Spain', startDate: START, endDate: addDays(START, 3) }];
    const before = await planOk({ legs });
    const keep = before.days
      .filter((_, i) => i !== 2)
      .map((d) => ({ date: d.date, stopIds: d.stops.map((s) => s.id) }));
    const regenerated = (variant: number) =>
      planOk({ legs, days: keep, regenerate: [{ date: addDays(START, 2), variant }] });
    const original = before.days[2]!.stops.map((s) => s.id).join();
    const variants = [await regenerated(1), await regenerated(2), await regenerated(3)];
    expect(variants.some((v) => v.days[2]!.stops.map((s) => s.id).join() !== original)).toBe(true);
    for (const v of variants) {
      const kept = v.days.filter((_, i) => i !== 2).map((d) => d.stops.map((s) => s.id));
      expect(kept).toEqual(keep.map((d) => d.stopIds));
    }
    const again = variants[0]!;
    const others = new Set(keep.flatMap((d) => d.stopIds));
    expect(again.days[2]!.stops.some((s) => s.id.startsWith('a:') && others.has(s.id))).toBe(false);
    const same = await planOk({
      legs,
      days: keep,
      regenerate: [{ date: addDays(START, 2), variant: 1 }],
    });
    expect(stopIds(same)).toEqual(stopIds(again));
  });
});

describe('the data the trip needs', () => {
  /** Every plan of a country or region in EUR, from the catalogue's own listing. */
  async function catalogue(search: string, type: '1' | '2') {
    const { body } = await t.get<BundlesResponse>(
      `/v1/bundles?search=${encodeURIComponent(search)}&type=${type}&currency=EUR`,
    );
    return body.data.bundles;
  }
  const holds = (b: Bundle, mb: number, days: number) =>
    (isUnlimitedData(b.dataAmount) || b.dataAmount >= mb) && b.duration >= days;

  it('reckons the data from the days and says how', async () => {
    const p = await planOk({ legs: [UAE] });
    const e = p.data.estimate;
    expect(e.days).toHaveLength(5);
    expect(e.totalMb % 100).toBe(0);
    const sum = e.days.reduce((s, d) => s + d.mb, 0);
    expect(e.totalMb).toBeGreaterThanOrEqual(sum * 1.1 - 1);
    expect(e.totalMb).toBeLessThan(sum * 1.1 + 100);
    expect(e.method).toMatch(/margin/);
    const packed = await planOk({ legs: [UAE], preferences: { pace: 'packed' } });
    expect(packed.data.estimate.totalMb).toBeGreaterThan(e.totalMb);
    const vi = await planOk({ legs: [UAE] }, { locale: 'vi' });
    expect(vi.data.estimate.method).toMatch(/dự phòng/);
    const ar = await planOk({ legs: [UAE] }, { locale: 'ar' });
    expect(ar.data.estimate.method).toMatch(/^كل يوم: \d+ MB .* هامش \d+%/);
  });

  it('offers the cheapest plan the catalogue has that holds it, local or regional', async () => {
    const legs = [
      { countryName: 'France', startDate: START, endDate: addDays(START, 4) },
      { countryName: 'Italy', startDate: addDays(START, 5), endDate: addDays(START, 11) },
    ];
    const p = await planOk({ legs }, { currency: 'EUR' });
    expect(p.data.currencyCode).toBe('EUR');
    const [fr, it] = p.data.estimate.legs.map((l) => l.mb) as [number, number];
    const cheapest = (list: Bundle[], mb: number, days: number) =>
      Math.min(...list.filter((b) => holds(b, mb, days)).map((b) => b.price));

    const local = p.data.options.find((o) => o.kind === 'local')!;
    expect(local.plans.map((x) => x.legIndexes)).toEqual([[0], [1]]);
    expect(local.plans[0]!.bundle.price).toBe(cheapest(await catalogue('France', '1'), fr, 5));
    expect(local.plans[1]!.bundle.price).toBe(cheapest(await catalogue('Italy', '1'), it, 7));
    expect(local.total.amount).toBeCloseTo(
      local.plans[0]!.bundle.price + local.plans[1]!.bundle.price,
      2,
    );

    // Regional: plans of a region that covers both countries, for the whole trip.
    const italy = new Set((await catalogue('Italy', '2')).map((b) => b._id));
    const both = (await catalogue('France', '2')).filter((b) => italy.has(b._id));
    expect(both.length).toBeGreaterThan(0);
    const best = cheapest(both, p.data.estimate.totalMb, 12);
    const regional = p.data.options.find((o) => o.kind === 'regional')!;
    expect(regional.plans).toHaveLength(1);
    expect(regional.plans[0]!.legIndexes).toEqual([0, 1]);
    expect(regional.plans[0]!.bundle.price).toBe(best);
    expect(holds(regional.plans[0]!.bundle, p.data.estimate.totalMb, 12)).toBe(true);

    const totals = p.data.options.map((o) => o.total.minor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(p.data.options.filter((o) => o.cheapest)).toEqual([p.data.options[0]]);
  });
});

describe('GET /v1/maps/countries/{isoCode}', () => {
  it('gives a country outline that holds its stops, and 404 for none', async () => {
    const p = await planOk({ legs: [UAE] });
    const { status, body } =
      await t.get<z.infer<typeof CountryOutlineResponseSchema>>('/v1/maps/countries/ae');
    expect(status).toBe(200);
    const [west, south, east, north] = body.data.bbox;
    for (const stop of p.days.flatMap((d) => d.stops)) {
      expect(stop.longitude).toBeGreaterThanOrEqual(west - 0.2);
      expect(stop.longitude).toBeLessThanOrEqual(east + 0.2);
      expect(stop.latitude).toBeGreaterThanOrEqual(south - 0.2);
      expect(stop.latitude).toBeLessThanOrEqual(north + 0.2);
    }
    expect(body.data.polygons.flat(2).length).toBeGreaterThan(20);
    expect((await t.get('/v1/maps/countries/XX')).status).toBe(404);
    expect((await t.get('/v1/maps/countries/A1')).status).toBe(400);
  });
});

describe('every destination', () => {
  it('gets a plan with a stop every day, in every country the shop sells', async () => {
    const { body } = await t.get<{ data: { countries: { _id: string; name: string }[] } }>(
      '/v1/countries?limit=200',
    );
    expect(body.data.countries.length).toBeGreaterThan(150);
    const empty: string[] = [];
    for (const country of body.data.countries) {
      const p = await planOk({
        legs: [{ countryId: country._id, startDate: START, endDate: addDays(START, 2) }],
      });
      expect(p.legs[0]!.countryId).toBe(country._id);
      if (p.days.some((d) => d.stops.length === 0)) empty.push(country.name);
    }
    expect(empty.join(', ')).toBe('');
  });
});
