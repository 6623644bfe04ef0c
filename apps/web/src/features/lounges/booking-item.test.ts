import type { PreorderSummary } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { airportServiceItem } from './booking-item';

const summary: PreorderSummary = {
  resourceId: 'LG-HAN-1',
  module: 1,
  date: '2026-12-01',
  time: '09:30',
  timeZone: 'Asia/Bangkok',
  adults: 1,
  children: 1,
  flightNumber: 'VN 123',
  prices: {
    currencyCode: 'EUR',
    perAdult: 30,
    perChild: 15,
    total: 45,
  } as PreorderSummary['prices'],
  available: true,
  unavailableReason: null,
  remaining: 10,
  freeCancellationUntil: '2026-11-30T02:30:00.000Z',
  quote: { token: 'signed', expiresAt: '2026-11-23T04:00:00.000Z' },
};

describe('a priced booking as a checkout item', () => {
  it('orders the slot the summary priced, with trimmed names and the signed quote', () => {
    const item = airportServiceItem(summary, 'Terrace Lounge Hanoi', [' An Nguyen ', 'Binh']);
    expect(item).toMatchObject({
      kind: 'lounge_pass',
      bundleId: 'LG-HAN-1',
      name: 'Terrace Lounge Hanoi',
      line: {
        kind: 'lounge_pass',
        resourceId: 'LG-HAN-1',
        date: '2026-12-01',
        time: '09:30',
        adults: 1,
        children: 1,
        flightNumber: 'VN 123',
        travellers: ['An Nguyen', 'Binh'],
        quoteToken: 'signed',
      },
    });
  });

  it('sells module 2 as fast-track', () => {
    const item = airportServiceItem({ ...summary, module: 2, quote: null }, 'Fast lane', [
      'A',
      'B',
    ]);
    expect(item.kind).toBe('fast_track');
    expect(item).not.toHaveProperty('line.quoteToken');
  });
});
