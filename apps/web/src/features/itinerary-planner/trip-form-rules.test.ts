import { MAX_TRIP_DAYS, MAX_TRIP_LEGS } from '@tern/domain';
import { describe, expect, it } from 'vitest';
import {
  checkTripForm,
  draftsOfTrip,
  isTripFormValid,
  type LegDraft,
  legsOfDrafts,
  nextLegDraft,
} from './trip-form-rules';

const TODAY = '2026-11-26';
const leg = (startDate: string, endDate: string, countryName = 'Vietnam'): LegDraft => ({
  key: startDate,
  countryId: '',
  countryName,
  startDate,
  endDate,
});

describe('the trip form', () => {
  it('accepts legs one after another, from today, 1 to 30 days in all', () => {
    const check = checkTripForm(
      [leg(TODAY, '2026-11-28'), leg('2026-11-29', '2026-12-02', 'Japan')],
      TODAY,
    );
    expect(check).toEqual({ legs: [null, null], trip: null });
    expect(isTripFormValid(check)).toBe(true);
    expect(isTripFormValid(checkTripForm([leg(TODAY, TODAY)], TODAY))).toBe(true);
  });

  it('names what is wrong with each leg', () => {
    expect(
      checkTripForm(
        [
          leg('', '2026-11-28'),
          leg('2026-11-29', 'soon'),
          leg('2026-12-05', '2026-12-01'),
          leg('2026-11-20', '2026-11-22'),
        ],
        TODAY,
      ).legs,
    ).toEqual(['startDate', 'endDate', 'reversed', 'past']);
    expect(
      checkTripForm([leg(TODAY, '2026-11-28'), leg('2026-11-28', '2026-11-30')], TODAY).legs,
    ).toEqual([null, 'overlap']);
  });

  it(`refuses a trip longer than ${MAX_TRIP_DAYS} days`, () => {
    const check = checkTripForm([leg(TODAY, '2026-12-10'), leg('2026-12-11', '2026-12-26')], TODAY);
    expect(check.trip).toBe('tooLong');
    expect(isTripFormValid(check)).toBe(false);
  });

  it(`adds a leg of three days after the last, up to ${MAX_TRIP_LEGS} legs and the day limit`, () => {
    expect(nextLegDraft([leg(TODAY, '2026-11-28')], 'k')).toEqual({
      key: 'k',
      countryId: '',
      countryName: 'Vietnam',
      startDate: '2026-11-29',
      endDate: '2026-12-01',
    });
    // One day of room left: the new leg lasts one day.
    expect(nextLegDraft([leg(TODAY, '2026-12-24')], 'k')).toMatchObject({
      startDate: '2026-12-25',
      endDate: '2026-12-25',
    });
    expect(nextLegDraft([leg(TODAY, '2026-12-25')], 'k')).toBeNull();
    const five = Array.from({ length: MAX_TRIP_LEGS }, (_, i) =>
      leg(`2026-12-0${i + 1}`, `2026-12-0${i + 1}`),
    );
    expect(nextLegDraft(five, 'k')).toBeNull();
  });

  it('sends the catalogue id when known, and reads a trip back into drafts', () => {
    const legs = legsOfDrafts([{ ...leg(TODAY, TODAY), countryId: 'vn' }, leg(TODAY, TODAY)]);
    expect(legs).toEqual([
      { countryId: 'vn', countryName: 'Vietnam', startDate: TODAY, endDate: TODAY },
      { countryName: 'Vietnam', startDate: TODAY, endDate: TODAY },
    ]);
    expect(
      draftsOfTrip(
        {
          legs: [{ countryName: 'Viet', startDate: TODAY, endDate: TODAY }],
          preferences: { interests: [], pace: 'normal' },
          days: [],
          regenerate: [],
        },
        [{ countryId: 'vn', countryName: 'Vietnam' }],
      ),
    ).toEqual([
      { key: 'leg-0', countryId: 'vn', countryName: 'Vietnam', startDate: TODAY, endDate: TODAY },
    ]);
  });
});
