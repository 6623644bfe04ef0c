import { describe, expect, it } from 'vitest';
import { todayIn } from '@/lib/itinerary-link';
import {
  parsePlannerQuery,
  plannerSearch,
  tripFromQuery,
  utcToday,
  withDefaultCountry,
} from './planner-query';

const TODAY = '2026-11-26';

describe('the planner query (spec §2 /itinery)', () => {
  it('defaults to the United Arab Emirates, today to today + 4, with no country id', () => {
    const query = parsePlannerQuery({});
    expect(query).toEqual({
      countryId: '',
      countryName: 'United Arab Emirates',
      startDate: null,
      endDate: null,
      share: null,
    });
    const { trip, notices } = tripFromQuery(query, TODAY);
    expect(notices).toEqual([]);
    expect(trip).toEqual({
      legs: [{ countryName: 'United Arab Emirates', startDate: TODAY, endDate: '2026-11-30' }],
      preferences: { interests: [], pace: 'normal' },
      days: [],
      regenerate: [],
    });
  });

  it('reads the home link’s query, slashes encoded, into one leg', () => {
    const params = Object.fromEntries(
      new URLSearchParams(
        'countryId=&countryName=Vietnam&startDate=01%2F12%2F2026&endDate=05%2F12%2F2026',
      ),
    );
    const { trip, notices } = tripFromQuery(parsePlannerQuery(params), TODAY);
    expect(notices).toEqual([]);
    expect(trip.legs).toEqual([
      { countryName: 'Vietnam', startDate: '2026-12-01', endDate: '2026-12-05' },
    ]);
  });

  it('sends the country id when the link has one', () => {
    const { trip } = tripFromQuery(
      parsePlannerQuery({ countryId: ' fr ', countryName: 'France' }),
      TODAY,
    );
    expect(trip.legs[0]).toMatchObject({ countryId: 'fr', countryName: 'France' });
  });

  it('names every date it had to replace', () => {
    const plan = (startDate: string, endDate: string) =>
      tripFromQuery(parsePlannerQuery({ startDate, endDate }), TODAY);
    expect(plan('31/02/2026', '03/12/2026').notices).toEqual(['invalid_start']);
    expect(plan('05/12/2026', '01/12/2026')).toMatchObject({
      notices: ['reversed'],
      trip: { legs: [{ startDate: TODAY, endDate: '2026-11-30' }] },
    });
    // A link rendered yesterday in UTC keeps its length from the traveller's today.
    expect(plan('25/11/2026', '29/11/2026')).toMatchObject({
      notices: ['past'],
      trip: { legs: [{ startDate: TODAY, endDate: '2026-11-30' }] },
    });
    expect(plan('01/12/2026', '31/01/2027')).toMatchObject({
      notices: ['too_long'],
      trip: { legs: [{ startDate: '2026-12-01', endDate: '2026-12-30' }] },
    });
  });

  it('takes one value of a repeated or oversized parameter, never throwing', () => {
    const query = parsePlannerQuery({
      countryName: ['Japan', 'France'],
      startDate: 'x'.repeat(500),
      share: '  abc ',
    });
    expect(query.countryName).toBe('Japan');
    expect(query.startDate).toHaveLength(32);
    expect(query.share).toBe('abc');
    expect(tripFromQuery(query, TODAY).notices).toEqual(['invalid_start']);
  });

  it('replaces an unknown country by the default, keeping the dates', () => {
    const { trip } = tripFromQuery(parsePlannerQuery({ countryName: 'Atlantis' }), TODAY);
    expect(withDefaultCountry(trip).legs).toEqual([
      { countryName: 'United Arab Emirates', startDate: TODAY, endDate: '2026-11-30' },
    ]);
  });

  it('writes a trip back as the spec’s query', () => {
    expect(
      plannerSearch({ countryName: 'Viet Nam', startDate: '2026-12-01', endDate: '2026-12-05' }),
    ).toBe('countryId=&countryName=Viet+Nam&startDate=01%2F12%2F2026&endDate=05%2F12%2F2026');
  });

  it('knows today in the traveller’s zone apart from today in UTC', () => {
    // 06:30 in Ho Chi Minh City is still yesterday in UTC (the case the issue names).
    const early = new Date('2026-11-25T23:30:00Z');
    expect(utcToday(early)).toBe('2026-11-25');
    expect(todayIn('Asia/Ho_Chi_Minh', early)).toBe('2026-11-26');
  });
});
