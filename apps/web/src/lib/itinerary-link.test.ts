import { describe, expect, it } from 'vitest';
import { defaultItineraryHref, itineraryHref, todayIn } from './itinerary-link';

describe('the planner link (spec §2 /itinery)', () => {
  it('carries the defaults: empty countryId, United Arab Emirates, today to today + 4', () => {
    expect(defaultItineraryHref('2026-11-26')).toBe(
      '/itinery?countryId=&countryName=United+Arab+Emirates&startDate=26%2F11%2F2026&endDate=30%2F11%2F2026',
    );
  });

  it('encodes the slashes of day/month/year and crosses months and years', () => {
    const href = itineraryHref({
      countryId: 'c-vn',
      countryName: 'Vietnam',
      startDate: '2026-12-30',
      endDate: '2027-01-03',
    });
    const query = new URL(href, 'http://x').searchParams;
    expect(href).toContain('startDate=30%2F12%2F2026');
    expect(Object.fromEntries(query)).toEqual({
      countryId: 'c-vn',
      countryName: 'Vietnam',
      startDate: '30/12/2026',
      endDate: '03/01/2027',
    });
  });
});

describe("the traveller's today", () => {
  // 23:30 UTC on 26 November: already the 27th in Hanoi, still the 26th in London and New York.
  const lateEvening = new Date('2026-11-26T23:30:00Z');

  it('is the date on the given clock, not in UTC', () => {
    expect(todayIn('Asia/Ho_Chi_Minh', lateEvening)).toBe('2026-11-27');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-11-26');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-26');
  });

  it("defaults to this machine's own zone", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(todayIn(undefined, lateEvening)).toBe(todayIn(zone, lateEvening));
  });
});
