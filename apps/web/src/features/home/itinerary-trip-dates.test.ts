import { describe, expect, it } from 'vitest';
import {
  defaultTripDates,
  latestTripEnd,
  moveTripStart,
  tripDateProblems,
} from './itinerary-trip-dates';

const TODAY = '2026-11-26';

describe('the itinerary modal’s dates (spec §9, the planner’s window rules)', () => {
  it('open on today to today + 4', () => {
    expect(defaultTripDates(TODAY)).toEqual({ startDate: '2026-11-26', endDate: '2026-11-30' });
    expect(tripDateProblems('2026-11-26', '2026-11-30', TODAY)).toEqual([]);
  });

  it('accept a one-day trip and a 30-day trip, and refuse a 31-day one', () => {
    expect(tripDateProblems(TODAY, TODAY, TODAY)).toEqual([]);
    expect(latestTripEnd(TODAY)).toBe('2026-12-25');
    expect(tripDateProblems(TODAY, '2026-12-25', TODAY)).toEqual([]);
    expect(tripDateProblems(TODAY, '2026-12-26', TODAY)).toEqual(['too_long']);
  });

  it('refuse an end before the start, and a start before today', () => {
    expect(tripDateProblems('2026-11-28', '2026-11-27', TODAY)).toEqual(['reversed']);
    expect(tripDateProblems('2026-11-25', '2026-11-27', TODAY)).toEqual(['past']);
  });

  it('name the date not chosen, or not a date', () => {
    expect(tripDateProblems('', '2026-11-27', TODAY)).toEqual(['invalid_start']);
    expect(tripDateProblems('', '', TODAY)).toEqual(['invalid_start', 'invalid_end']);
    expect(tripDateProblems('2026-11-28', '2026-02-30', TODAY)).toEqual(['invalid_end']);
  });
});

describe('moving the first day', () => {
  const fiveDays = { startDate: '2026-11-26', endDate: '2026-11-30' };

  it('leaves the last day alone while the trip stays possible', () => {
    expect(moveTripStart(fiveDays, '2026-11-28')).toEqual({
      startDate: '2026-11-28',
      endDate: '2026-11-30',
    });
  });

  it('carries the last day along, keeping the length, when it would fall before the first', () => {
    expect(moveTripStart(fiveDays, '2026-12-10')).toEqual({
      startDate: '2026-12-10',
      endDate: '2026-12-14',
    });
  });

  it('carries it along too when the trip would grow past 30 days', () => {
    const long = { startDate: '2026-12-20', endDate: '2027-01-10' };
    expect(moveTripStart(long, '2026-12-01')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-22',
    });
  });

  it('changes nothing else while a date is cleared', () => {
    expect(moveTripStart(fiveDays, '')).toEqual({ startDate: '', endDate: '2026-11-30' });
  });
});
