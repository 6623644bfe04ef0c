import { describe, expect, it } from 'vitest';
import {
  addDays,
  isIsoDate,
  isWithinHours,
  localDateTime,
  normaliseFlightNumber,
  slotOf,
  slotProblem,
} from './airport-services';

describe('flight numbers (airline code + number)', () => {
  it('accepts IATA and ICAO airline codes with or without a space', () => {
    expect(normaliseFlightNumber('VN 123')).toBe('VN 123');
    expect(normaliseFlightNumber('ba2490')).toBe('BA 2490');
    expect(normaliseFlightNumber('U2 8001')).toBe('U2 8001');
    expect(normaliseFlightNumber('BAW 12')).toBe('BAW 12');
  });

  it('refuses text that is not a flight number', () => {
    for (const text of ['', '123', 'VN', 'VN12345', '12 345', 'V-N 12', 'VN 12 3']) {
      expect(normaliseFlightNumber(text)).toBeNull();
    }
  });
});

describe('booking window in the airport local time', () => {
  // 2026-03-10 23:30 UTC is already 2026-03-11 06:30 in Ho Chi Minh City.
  const now = new Date('2026-03-10T23:30:00Z');

  it('reads the local date and time of the airport', () => {
    expect(localDateTime('Asia/Ho_Chi_Minh', now)).toEqual({ date: '2026-03-11', time: '06:30' });
    expect(localDateTime('America/New_York', now)).toEqual({ date: '2026-03-10', time: '19:30' });
  });

  it('refuses a slot already past locally, even when it is still ahead in UTC', () => {
    expect(slotProblem('2026-03-11', '06:00', 'Asia/Ho_Chi_Minh', now)).toBe('past');
    expect(slotProblem('2026-03-10', '23:59', 'Asia/Ho_Chi_Minh', now)).toBe('past');
    expect(slotProblem('2026-03-11', '07:00', 'Asia/Ho_Chi_Minh', now)).toBeNull();
  });

  it('allows 90 days ahead and not 91', () => {
    expect(slotProblem('2026-06-09', '10:00', 'Asia/Ho_Chi_Minh', now)).toBeNull();
    expect(slotProblem('2026-06-10', '10:00', 'Asia/Ho_Chi_Minh', now)).toBe('too-far');
  });

  it('calls impossible dates and times invalid', () => {
    expect(slotProblem('2026-02-30', '10:00', 'UTC', now)).toBe('invalid');
    expect(slotProblem('2026-04-01', '24:00', 'UTC', now)).toBe('invalid');
  });
});

describe('opening hours', () => {
  it('handles hours past midnight and 24-hour service', () => {
    expect(isWithinHours('23:30', '05:00', '01:00')).toBe(true);
    expect(isWithinHours('03:00', '05:00', '01:00')).toBe(false);
    expect(isWithinHours('03:00', '00:00', '00:00')).toBe(true);
    expect(slotOf('14:35')).toBe('14:00');
  });
});

describe('calendar dates (YYYY-MM-DD)', () => {
  it('accepts real dates, 29 February in leap years included', () => {
    for (const date of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30']) {
      expect(isIsoDate(date), date).toBe(true);
    }
  });

  it('refuses impossible dates without throwing', () => {
    const impossible = [
      '2026-13-01',
      '2026-00-10',
      '0000-00-00',
      '2026-02-30',
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-01-32',
      '2026-01-00',
      '9999-99-99',
      '2026-1-01',
      '2026-01-01T00:00',
      ' 2026-01-01',
      '',
    ];
    for (const date of impossible) expect(isIsoDate(date), date).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
