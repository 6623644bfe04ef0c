import { describe, expect, it } from 'vitest';
import { addMonths, isoWeekday, monthsBetween, monthWeeks, moveFocus } from './calendar-grid';

const window = { min: '2026-11-26', max: '2027-02-23' };

describe('the date grid', () => {
  it('lays a month out in weeks from Monday, with blanks for the months beside it', () => {
    const weeks = monthWeeks('2026-12');
    expect(isoWeekday('2026-12-01')).toBe(2);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('lists the months of the 90-day window', () => {
    expect(monthsBetween(window.min, window.max)).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });

  it('moves a day with the side arrows and a week with up and down', () => {
    expect(moveFocus('2026-12-10', 'ArrowRight', window)).toBe('2026-12-11');
    expect(moveFocus('2026-12-01', 'ArrowLeft', window)).toBe('2026-11-30');
    expect(moveFocus('2026-12-10', 'ArrowDown', window)).toBe('2026-12-17');
    expect(moveFocus('2026-12-10', 'ArrowUp', window)).toBe('2026-12-03');
  });

  it('goes to the start and end of the week with Home and End', () => {
    // 10 December 2026 is a Thursday.
    expect(moveFocus('2026-12-10', 'Home', window)).toBe('2026-12-07');
    expect(moveFocus('2026-12-10', 'End', window)).toBe('2026-12-13');
  });

  it('turns the month with Page Up and Page Down, on the same day or the month’s last', () => {
    expect(moveFocus('2026-12-10', 'PageDown', window)).toBe('2027-01-10');
    expect(moveFocus('2027-01-10', 'PageUp', window)).toBe('2026-12-10');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('never leaves the bookable window', () => {
    expect(moveFocus('2026-11-27', 'ArrowUp', window)).toBe(window.min);
    expect(moveFocus('2026-12-10', 'PageUp', window)).toBe(window.min);
    expect(moveFocus('2027-02-20', 'PageDown', window)).toBe(window.max);
  });
});
