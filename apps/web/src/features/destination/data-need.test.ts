import { describe, expect, it } from 'vitest';
import { clampTripDays, dataNeedMb, type FitCandidate, recommendPlan } from './data-need';

const plan = (
  id: string,
  dataAmount: number,
  duration: number,
  price: number,
  fullSpeed: number | null = null,
): FitCandidate => ({
  id,
  dataAmount,
  duration,
  price,
  fullSpeedMbPerDay: fullSpeed,
});

// France's plans as the catalogue sells them (USD).
const FRANCE = [
  plan('1gb-7d', 1000, 7, 2.99),
  plan('3gb-15d', 3000, 15, 4.99),
  plan('5gb-30d', 5000, 30, 6.49),
  plan('10gb-30d', 10000, 30, 11.49),
  plan('20gb-30d', 20000, 30, 18.49),
  plan('ul-7d', -1, 7, 13.99, 2000),
  plan('ul-15d', -1, 15, 25.99, 2000),
];

describe('dataNeedMb', () => {
  it('multiplies the days by a typical day: 0.3, 0.8 or 2 GB', () => {
    expect(dataNeedMb(7, 'light')).toBe(2100);
    expect(dataNeedMb(7, 'moderate')).toBe(5600);
    expect(dataNeedMb(3, 'heavy')).toBe(6000);
  });
});

describe('recommendPlan', () => {
  it('picks the cheapest plan with enough data that lasts the trip', () => {
    expect(recommendPlan(FRANCE, 7, 'light')).toBe('3gb-15d');
    expect(recommendPlan(FRANCE, 7, 'moderate')).toBe('10gb-30d');
    expect(recommendPlan(FRANCE, 3, 'light')).toBe('1gb-7d');
  });

  it('counts an unlimited plan only when its full-speed allowance covers a typical day', () => {
    expect(recommendPlan(FRANCE, 7, 'heavy')).toBe('ul-7d');
    const capped = [plan('ul-7d-slow', -1, 7, 5, 1000)];
    expect(recommendPlan(capped, 7, 'heavy')).toBeNull();
    expect(recommendPlan(capped, 7, 'moderate')).toBe('ul-7d-slow');
  });

  it('never suggests a plan that ends before the trip does', () => {
    expect(recommendPlan(FRANCE, 31, 'light')).toBeNull();
    // 16 GB for 8 days: the 7-day unlimited plan is cheaper but ends a day early.
    expect(recommendPlan(FRANCE, 8, 'heavy')).toBe('20gb-30d');
  });

  it('breaks a price tie in favour of more data', () => {
    expect(recommendPlan([plan('a', 3000, 7, 5), plan('b', 5000, 7, 5)], 2, 'light')).toBe('b');
  });
});

describe('clampTripDays', () => {
  it('keeps trips between 1 and 90 whole days', () => {
    expect(clampTripDays(0)).toBe(1);
    expect(clampTripDays(400)).toBe(90);
    expect(clampTripDays(6.6)).toBe(7);
    expect(clampTripDays(Number.NaN)).toBe(1);
  });
});
