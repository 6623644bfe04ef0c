import { byLocale } from '@tern/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BundleRow } from '../../catalog/catalog.repository';
import { DATA_FIGURES, dayDataMb, withMargin } from './data-need';
import { cheapestFitting } from './data-options';
import { PACE_RULES, planDay, stableFraction, timeDay } from './day-plan';
import { allocateDays } from './index';
import type { CityCluster, PlannerPlace } from './places';
import { distanceKm, travelBetween } from './travel';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
/** A point `km` east of Paris. */
const east = (km: number) => ({
  latitude: PARIS.latitude,
  longitude: PARIS.longitude + km / (111.32 * Math.cos((PARIS.latitude * Math.PI) / 180)),
});

describe('travel between two stops (an estimate from the straight line)', () => {
  it('walks under 2 km, takes transit in town, drives between towns', () => {
    expect(distanceKm(PARIS, east(10))).toBeCloseTo(10, 1);
    expect(travelBetween(PARIS, east(0.5))).toEqual({ mode: 'walk', minutes: 10, km: 0.5 });
    expect(travelBetween(PARIS, east(1.9)).mode).toBe('walk');
    expect(travelBetween(PARIS, east(2.1)).mode).toBe('transit');
    expect(travelBetween(PARIS, east(25)).mode).toBe('transit');
    expect(travelBetween(PARIS, east(26)).mode).toBe('car');
    // 10 km by transit: 10 minutes' wait, 13 km of route at 20 km/h → 49 → 50.
    expect(travelBetween(PARIS, east(10)).minutes).toBe(50);
    // 100 km by car: 10 minutes, 125 km of road at 80 km/h → 103.75 → 105.
    expect(travelBetween(PARIS, east(100)).minutes).toBe(105);
    // The same place is still a few minutes' walk (out of one, into the next).
    expect(travelBetween(PARIS, PARIS)).toEqual({ mode: 'walk', minutes: 5, km: 0 });
  });

  it('never takes less time for a longer journey of the same mode', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (a, extra) => {
          const near = travelBetween(PARIS, east(a));
          const far = travelBetween(PARIS, east(a + extra));
          if (near.mode === far.mode) expect(far.minutes).toBeGreaterThanOrEqual(near.minutes);
        },
      ),
    );
  });
});

/** A test place open `hours` (local minutes) every day but `closedOn` (ISO dates). */
function place(
  id: string,
  options: Partial<PlannerPlace> & { hours?: [number, number]; closedOn?: string[] } = {},
): PlannerPlace {
  const { hours = [9 * 60, 18 * 60], closedOn = [], ...rest } = options;
  const visit = rest.visitMinutes ?? 90;
  return {
    id: `a:${id}`,
    kind: 'attraction',
    clusterId: '1',
    texts: byLocale(() => ({ name: id, description: '', city: 'Paris' })),
    interest: 'culture',
    category: 'landmarks',
    ...PARIS,
    visitMinutes: visit,
    appeal: 60,
    repeatable: false,
    eveningOnly: false,
    evening: false,
    startWindows: (date) =>
      closedOn.includes(date) ? [] : [{ opens: hours[0], closes: hours[1] - visit }],
    attractionId: id,
    imageUrl: null,
    openingHoursText: null,
    ...rest,
  };
}

const MONDAY = '2026-12-07';
const TUESDAY = '2026-12-08';
const dayOf = (over: Partial<Parameters<typeof planDay>[0]> = {}) => ({
  date: MONDAY,
  kind: 'full' as const,
  pace: 'normal' as const,
  interests: [],
  variant: 0,
  origin: PARIS,
  ...over,
});

describe('a planned day', () => {
  const pool = [
    place('louvre', { appeal: 95, closedOn: [TUESDAY], category: 'museums', visitMinutes: 180 }),
    place('orsay', { appeal: 80, closedOn: [MONDAY], category: 'museums', ...east(1) }),
    place('eiffel', { appeal: 90, hours: [9 * 60 + 30, 23 * 60], evening: true, ...east(4) }),
    place('market', {
      appeal: 40,
      interest: 'food',
      category: null,
      hours: [11 * 60, 15 * 60],
      visitMinutes: 60,
    }),
    place('garden', { appeal: 35, interest: 'nature', category: null, ...east(0.5) }),
    place('dinner', {
      appeal: 40,
      interest: 'food',
      category: null,
      eveningOnly: true,
      evening: true,
      hours: [18 * 60 + 30, 23 * 60],
    }),
    place('late-show', {
      appeal: 70,
      interest: 'nightlife',
      category: null,
      eveningOnly: true,
      evening: true,
      hours: [20 * 60, 24 * 60],
    }),
    place('zoo', { appeal: 30, interest: 'family', category: null, hours: [10 * 60, 17 * 60] }),
  ];

  it('puts a place only on a day and at a time it is open, for its whole visit', () => {
    for (const date of [MONDAY, TUESDAY]) {
      for (const stop of planDay(dayOf({ date }), pool, new Set())) {
        const windows = stop.place.startWindows(date);
        expect(
          windows.some((w) => stop.start >= w.opens && stop.start <= w.closes),
          stop.place.id,
        ).toBe(true);
        expect(stop.end - stop.start).toBe(stop.place.visitMinutes);
      }
    }
    const ids = (date: string) => planDay(dayOf({ date }), pool, new Set()).map((s) => s.place.id);
    expect(ids(MONDAY)).not.toContain('a:orsay');
    expect(ids(TUESDAY)).not.toContain('a:louvre');
  });

  it('starts each stop after the previous one and the journey, in order of the day', () => {
    const stops = planDay(dayOf(), pool, new Set());
    expect(stops.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < stops.length; i += 1) {
      expect(stops[i]!.start).toBeGreaterThanOrEqual(stops[i - 1]!.end + stops[i]!.travel!.minutes);
    }
    expect(stops[0]!.travel).toBeNull();
    expect(stops[0]!.start).toBeGreaterThanOrEqual(PACE_RULES.normal.dayStart);
  });

  it('holds more at a faster pace and less on arrival and departure days', () => {
    const count = (over: Partial<Parameters<typeof planDay>[0]>) =>
      planDay(dayOf(over), pool, new Set()).length;
    expect(count({ pace: 'relaxed' })).toBeLessThan(count({ pace: 'packed' }));
    expect(count({ kind: 'arrival' })).toBeLessThan(count({}));
    expect(count({ kind: 'departure' })).toBeLessThanOrEqual(1);
    for (const stop of planDay(dayOf({ kind: 'arrival' }), pool, new Set())) {
      expect(stop.start).toBeGreaterThanOrEqual(15 * 60);
    }
    const relaxed = planDay(dayOf({ pace: 'relaxed' }), pool, new Set());
    const visiting = relaxed
      .slice(1)
      .reduce((sum, s) => sum + s.place.visitMinutes, relaxed[0]!.place.visitMinutes);
    expect(visiting).toBeLessThanOrEqual(PACE_RULES.relaxed.visitBudget * 1.2);
  });

  it('keeps evening-only places for the evening and leaves out what is used', () => {
    for (const stop of planDay(dayOf({ pace: 'packed' }), pool, new Set())) {
      if (stop.place.eveningOnly) expect(stop.start).toBeGreaterThanOrEqual(18 * 60);
    }
    const used = new Set(['a:louvre', 'a:eiffel']);
    const ids = planDay(dayOf(), pool, used).map((s) => s.place.id);
    expect(ids).not.toContain('a:louvre');
    expect(ids).not.toContain('a:eiffel');
  });

  it('leans to the interests', () => {
    const food = planDay(dayOf({ interests: ['food'] }), pool, new Set());
    const plain = planDay(dayOf(), pool, new Set());
    const foodCount = (stops: typeof food) =>
      stops.filter((s) => s.place.interest === 'food').length;
    expect(foodCount(food)).toBeGreaterThanOrEqual(foodCount(plain));
    const night = planDay(dayOf({ interests: ['nightlife'] }), pool, new Set());
    expect(night.map((s) => s.place.id)).toContain('a:late-show');
  });

  it('gives the same day for the same inputs, another for another variant', () => {
    const ids = (variant: number) =>
      planDay(dayOf({ variant }), pool, new Set()).map((s) => s.place.id);
    expect(ids(0)).toEqual(ids(0));
    expect(ids(3)).toEqual(ids(3));
    const variants = new Set([1, 2, 3, 4, 5].map((v) => ids(v).join()));
    expect(variants.size).toBeGreaterThan(1);
    expect(stableFraction('a')).toBe(stableFraction('a'));
    expect(stableFraction('a')).not.toBe(stableFraction('b'));
  });

  it('times an arranged day as given and says what does not fit', () => {
    const stops = timeDay({ date: TUESDAY, kind: 'full', pace: 'normal' }, [
      pool[2]!,
      pool[0]!,
      pool[1]!,
    ]);
    expect(stops.map((s) => s.place.id)).toEqual(['a:eiffel', 'a:louvre', 'a:orsay']);
    expect(stops[0]!.start).toBe(9 * 60 + 30); // waits for the opening
    expect(stops[1]!.notice).toEqual({ kind: 'closed' });
    expect(stops[2]!.notice).toBeNull();
    const late = timeDay({ date: MONDAY, kind: 'full', pace: 'normal' }, [
      place('long', { visitMinutes: 600, hours: [0, 24 * 60] }),
      place('closing', { hours: [9 * 60, 17 * 60] }),
    ]);
    expect(late[1]!.notice).toEqual({ kind: 'closes', time: '17:00' });
  });
});

describe('the data a day needs', () => {
  it('adds background, stops, journeys, photos and arrival, and rounds up with a margin', () => {
    const f = DATA_FIGURES;
    const stops = timeDay({ date: MONDAY, kind: 'full', pace: 'normal' }, [
      place('one'),
      place('two', east(10)),
    ]);
    const journey = Math.min(f.maxTripMb, f.perTripMb + stops[1]!.travel!.km * f.perKmMb);
    expect(dayDataMb(stops, 'full', 'normal')).toBe(
      Math.round(f.baseMb + f.mediaMb.normal + 2 * f.perStopMb + journey),
    );
    expect(dayDataMb(stops, 'arrival', 'normal')).toBe(
      dayDataMb(stops, 'full', 'normal') + f.arrivalMb,
    );
    expect(dayDataMb([], 'full', 'packed')).toBeGreaterThan(dayDataMb([], 'full', 'relaxed'));
    expect(withMargin(1000)).toBe(1100);
    expect(withMargin(1001)).toBe(1200);
  });
});

describe('the cheapest plan that holds the trip', () => {
  const bundle = (id: string, mb: number, days: number, cents: number) =>
    ({ id, dataAmountMb: mb, durationDays: days, priceUsdCents: cents }) as BundleRow;

  it('is the cheapest of the plans with the data and the days, exactly', () => {
    const arbBundle = fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      mb: fc.oneof(fc.constant(-1), fc.integer({ min: 500, max: 50_000 })),
      days: fc.integer({ min: 1, max: 30 }),
      cents: fc.integer({ min: 100, max: 20_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbBundle, { maxLength: 30 }),
        fc.integer({ min: 100, max: 40_000 }),
        fc.integer({ min: 1, max: 30 }),
        (rows, mb, days) => {
          const bundles = rows.map((r) => bundle(r.id, r.mb, r.days, r.cents));
          const price = (b: BundleRow) => b.priceUsdCents;
          const found = cheapestFitting(bundles, { mb, days }, price);
          const fitting = bundles.filter(
            (b) => (b.dataAmountMb < 0 || b.dataAmountMb >= mb) && b.durationDays >= days,
          );
          if (fitting.length === 0) {
            expect(found).toBeNull();
          } else {
            expect(fitting).toContain(found);
            expect(price(found!)).toBe(Math.min(...fitting.map(price)));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes unlimited data as enough, and on a tie the one with more data', () => {
    const plans = [bundle('a', 1000, 7, 500), bundle('b', -1, 7, 500), bundle('c', 3000, 7, 500)];
    expect(cheapestFitting(plans, { mb: 800, days: 5 }, (b) => b.priceUsdCents)?.id).toBe('b');
    expect(cheapestFitting(plans, { mb: 800, days: 8 }, (b) => b.priceUsdCents)).toBeNull();
  });
});

describe('which city each day is spent in', () => {
  const cluster = (
    id: string,
    km: number,
    attractions: number,
    population = 500_000,
  ): CityCluster => ({
    id,
    names: byLocale(() => id),
    ...east(km),
    population,
    places: Array.from({ length: attractions }, (_, i) => place(`${id}-${i}`)),
  });

  it('covers every day, keeps a city’s days together and never outgrows what a city holds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 12 })), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 30 }),
        (specs, days) => {
          const clusters = specs.map(([km, n], i) => cluster(`c${i}`, km, n));
          const plan = allocateDays(clusters, days, []);
          expect(plan).toHaveLength(days);
          const blocks = plan.filter((c, i) => i === 0 || plan[i - 1] !== c);
          expect(new Set(blocks).size).toBe(blocks.length);
          expect(allocateDays(clusters, days, []).map((c) => c.id)).toEqual(plan.map((c) => c.id));
        },
      ),
    );
  });

  it('stays in one city for a short trip and spreads a long one', () => {
    const clusters = [
      cluster('big', 0, 10, 2_000_000),
      cluster('near', 50, 6),
      cluster('far', 300, 6),
    ];
    expect(new Set(allocateDays(clusters, 2, [])).size).toBe(1);
    expect(allocateDays(clusters, 2, [])[0]!.id).toBe('big');
    expect(new Set(allocateDays(clusters, 8, [])).size).toBeGreaterThanOrEqual(3);
  });
});
