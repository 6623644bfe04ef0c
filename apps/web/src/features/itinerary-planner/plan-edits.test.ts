import { ItineraryPlanSchema, ItineraryTripSchema } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { applyEdit, canApply, MAX_STOPS_PER_DAY, withTripSettings } from './plan-edits';
import { fixturePlan } from './plan-fixture';
import { popUndo, pushUndo, UNDO_LIMIT } from './undo-stack';

const DAY1 = '2026-11-26';
const DAY2 = '2026-11-27';

describe('the fixture plan', () => {
  it('is a plan as the contract describes it', () => {
    expect(ItineraryPlanSchema.safeParse(fixturePlan()).success).toBe(true);
  });
});

describe('editing a plan: each edit is the changed days, sent as trip.days', () => {
  const plan = fixturePlan();
  const valid = (trip: unknown) => expect(ItineraryTripSchema.safeParse(trip).success).toBe(true);

  it('removes a stop from its day', () => {
    const trip = applyEdit(plan, { kind: 'remove', stopId: 'a:burj-khalifa-top' });
    expect(trip?.days).toEqual([{ date: DAY1, stopIds: ['c:292223:old_town'] }]);
    valid(trip);
  });

  it('moves a stop up or down within its day, and not past either end', () => {
    expect(applyEdit(plan, { kind: 'move', stopId: 'c:292223:old_town', by: -1 })?.days).toEqual([
      { date: DAY1, stopIds: ['c:292223:old_town', 'a:burj-khalifa-top'] },
    ]);
    expect(applyEdit(plan, { kind: 'move', stopId: 'a:burj-khalifa-top', by: 1 })?.days).toEqual([
      { date: DAY1, stopIds: ['c:292223:old_town', 'a:burj-khalifa-top'] },
    ]);
    expect(canApply(plan, { kind: 'move', stopId: 'a:burj-khalifa-top', by: -1 })).toBe(false);
    expect(canApply(plan, { kind: 'move', stopId: 'c:292223:old_town', by: 1 })).toBe(false);
  });

  it('moves a stop to the end of another day: both days are sent', () => {
    const trip = applyEdit(plan, { kind: 'moveToDay', stopId: 'a:burj-khalifa-top', date: DAY2 });
    expect(trip?.days).toEqual([
      { date: DAY1, stopIds: ['c:292223:old_town'] },
      { date: DAY2, stopIds: ['a:dubai-frame', 'a:burj-khalifa-top'] },
    ]);
    valid(trip);
    expect(canApply(plan, { kind: 'moveToDay', stopId: 'a:dubai-frame', date: DAY2 })).toBe(false);
    expect(canApply(plan, { kind: 'moveToDay', stopId: 'a:dubai-frame', date: '2027-01-01' })).toBe(
      false,
    );
  });

  it('adds a suggestion at the end of the day, once, and never past 12 stops', () => {
    const trip = applyEdit(plan, { kind: 'add', stopId: 'c:292223:souk_walk', date: DAY2 });
    expect(trip?.days).toEqual([{ date: DAY2, stopIds: ['a:dubai-frame', 'c:292223:souk_walk'] }]);
    expect(canApply(plan, { kind: 'add', stopId: 'a:dubai-frame', date: DAY1 })).toBe(false);
    const full = fixturePlan();
    full.days[1]!.stops = Array.from({ length: MAX_STOPS_PER_DAY }, (_, i) => ({
      ...full.days[1]!.stops[0]!,
      id: `a:stop-${i}`,
    }));
    expect(canApply(full, { kind: 'add', stopId: 'c:292223:souk_walk', date: DAY2 })).toBe(false);
  });

  it('puts a dragged stop in the place of the one it was dropped on, on its day or another', () => {
    for (const index of [1, 2]) {
      expect(
        applyEdit(plan, { kind: 'place', stopId: 'a:burj-khalifa-top', date: DAY1, index })?.days,
      ).toEqual([{ date: DAY1, stopIds: ['c:292223:old_town', 'a:burj-khalifa-top'] }]);
    }
    expect(
      applyEdit(plan, { kind: 'place', stopId: 'c:292223:old_town', date: DAY1, index: 0 })?.days,
    ).toEqual([{ date: DAY1, stopIds: ['c:292223:old_town', 'a:burj-khalifa-top'] }]);
    // Dropped where it already is: nothing to do.
    expect(
      canApply(plan, { kind: 'place', stopId: 'a:burj-khalifa-top', date: DAY1, index: 0 }),
    ).toBe(false);
    expect(
      applyEdit(plan, { kind: 'place', stopId: 'a:burj-khalifa-top', date: DAY2, index: 0 })?.days,
    ).toEqual([
      { date: DAY1, stopIds: ['c:292223:old_town'] },
      { date: DAY2, stopIds: ['a:burj-khalifa-top', 'a:dubai-frame'] },
    ]);
  });

  it('keeps earlier edits of other days and replaces the same day’s', () => {
    const edited = fixturePlan();
    edited.trip.days = [
      { date: DAY2, stopIds: ['a:dubai-frame'] },
      { date: DAY1, stopIds: ['a:burj-khalifa-top', 'c:292223:old_town'] },
    ];
    const trip = applyEdit(edited, { kind: 'remove', stopId: 'c:292223:old_town' });
    expect(trip?.days).toEqual([
      { date: DAY1, stopIds: ['a:burj-khalifa-top'] },
      { date: DAY2, stopIds: ['a:dubai-frame'] },
    ]);
  });

  it('regenerates a day with the next variant, dropping its own edits', () => {
    const edited = fixturePlan();
    edited.trip.days = [{ date: DAY1, stopIds: ['a:burj-khalifa-top'] }];
    const once = applyEdit(edited, { kind: 'regenerate', date: DAY1 });
    expect(once).toMatchObject({ days: [], regenerate: [{ date: DAY1, variant: 1 }] });
    valid(once);
    edited.trip = once!;
    expect(applyEdit(edited, { kind: 'regenerate', date: DAY1 })?.regenerate).toEqual([
      { date: DAY1, variant: 2 },
    ]);
    expect(canApply(plan, { kind: 'regenerate', date: '2030-01-01' })).toBe(false);
  });

  it('ignores a stop that is not in the plan', () => {
    expect(applyEdit(plan, { kind: 'remove', stopId: 'a:nowhere' })).toBeNull();
  });

  it('keeps edits when only the preferences change, and drops them with new legs', () => {
    const edited = fixturePlan().trip;
    edited.days = [{ date: DAY1, stopIds: ['a:burj-khalifa-top'] }];
    edited.regenerate = [{ date: DAY2, variant: 1 }];
    const preferences = { interests: ['food' as const], pace: 'packed' as const };
    expect(withTripSettings(edited, { legs: edited.legs, preferences })).toMatchObject({
      preferences,
      days: edited.days,
      regenerate: edited.regenerate,
    });
    const legs = [{ countryName: 'Japan', startDate: DAY1, endDate: DAY2 }];
    expect(withTripSettings(edited, { legs, preferences })).toMatchObject({
      legs,
      days: [],
      regenerate: [],
    });
  });
});

describe('the undo stack', () => {
  it('gives back the states in reverse order, then nothing', () => {
    let stack = pushUndo(pushUndo([], 'a'), 'b');
    let popped = popUndo(stack);
    expect(popped.entry).toBe('b');
    stack = popped.rest;
    popped = popUndo(stack);
    expect(popped.entry).toBe('a');
    expect(popUndo(popped.rest)).toEqual({ entry: undefined, rest: [] });
  });

  it(`remembers the last ${UNDO_LIMIT} changes only`, () => {
    let stack: readonly number[] = [];
    for (let i = 0; i < UNDO_LIMIT + 5; i += 1) stack = pushUndo(stack, i);
    expect(stack).toHaveLength(UNDO_LIMIT);
    expect(stack[0]).toBe(5);
  });
});
