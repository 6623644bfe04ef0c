import { describe, expect, it } from 'vitest';
import { bookingErrors, dateRange, hasErrors } from './booking-rules';

const now = new Date('2026-03-10T23:30:00Z'); // 06:30 on 11 March in Ho Chi Minh City
const zone = 'Asia/Ho_Chi_Minh';

describe('booking form rules', () => {
  it('offers today at the airport up to 90 days ahead', () => {
    expect(dateRange(zone, now)).toEqual({ min: '2026-03-11', max: '2026-06-09' });
  });

  it('accepts a complete booking', () => {
    const input = {
      date: '2026-03-11',
      time: '09:00',
      flightNumber: 'vn123',
      names: ['An', 'Binh'],
    };
    expect(hasErrors(bookingErrors(input, zone, now))).toBe(false);
  });

  it('flags a past slot, a bad flight number and each missing name', () => {
    const input = {
      date: '2026-03-11',
      time: '06:00',
      flightNumber: '123',
      names: ['An', ' ', ''],
    };
    expect(bookingErrors(input, zone, now)).toEqual({ slot: true, flight: true, names: [1, 2] });
  });
});

describe('time zone labels', () => {
  it('names the offset travellers read on their ticket', async () => {
    const { zoneLabel } = await import('@/lib/zoned-time');
    const winter = new Date('2026-01-15T12:00:00Z');
    const summer = new Date('2026-07-15T12:00:00Z');
    expect(zoneLabel('Asia/Bangkok', 'en', winter)).toBe('GMT+7');
    expect(zoneLabel('Europe/London', 'en', winter)).toMatch(/^GMT(\+0)?$/);
    expect(zoneLabel('Europe/London', 'en', summer)).toBe('GMT+1');
  });
});
