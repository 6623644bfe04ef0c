import type { AirportLine } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { airportLines, canCancel, cancellationNote, passState } from './pass-state';

const line = (over: Partial<AirportLine> = {}): AirportLine =>
  ({
    id: '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
    kind: 'lounge_pass',
    status: 'pending',
    delivery: null,
    cancellation: { cancellable: true, freeUntil: '2026-12-01T02:30:00Z', cancelledAt: null },
    ...over,
  }) as AirportLine;

const pass = {
  passId: 'P1',
  token: 't',
  names: ['An'],
  status: 'valid' as const,
  providerReference: 'R',
};

describe('what the e-pass page shows', () => {
  it('follows the order and the line: unpaid, preparing, ready, refunded, cancelled', () => {
    expect(passState({ status: 'awaiting_payment' }, line())).toBe('unpaid');
    expect(passState({ status: 'paid' }, line())).toBe('preparing');
    const booked = line({ status: 'fulfilled', delivery: { passes: [pass] } });
    expect(passState({ status: 'fulfilled' }, booked)).toBe('ready');
    // The lounge could not confirm it: refunded at once, never "failed" and left waiting.
    expect(passState({ status: 'refunded' }, line({ status: 'refunded' }))).toBe('refunded');
    const cancelled = line({
      status: 'refunded',
      delivery: { passes: [{ ...pass, status: 'cancelled' }] },
      cancellation: { cancellable: false, freeUntil: 'x', cancelledAt: '2026-11-23T03:00:00Z' },
    });
    expect(passState({ status: 'refunded' }, cancelled)).toBe('cancelled');
  });

  it('says an order closed before it was paid is cancelled unpaid, with no rule left to tell', () => {
    const unpaid = line({
      cancellation: { cancellable: false, freeUntil: '2026-12-01T02:30:00Z', cancelledAt: null },
    });
    const state = passState({ status: 'cancelled' }, unpaid);
    expect(state).toBe('cancelledUnpaid');
    expect(canCancel(state, unpaid)).toBe(false);
    expect(cancellationNote(state, unpaid, new Date('2026-11-23T00:00:00Z'))).toBeNull();
    expect(cancellationNote('refunded', unpaid, new Date('2026-11-23T00:00:00Z'))).toBeNull();
  });

  it('offers cancelling only for a booked pass while free cancellation is open', () => {
    const booked = line({ status: 'fulfilled', delivery: { passes: [pass] } });
    expect(canCancel('ready', booked)).toBe(true);
    const late = line({
      status: 'fulfilled',
      delivery: { passes: [pass] },
      cancellation: { cancellable: false, freeUntil: 'x', cancelledAt: null },
    });
    expect(canCancel('ready', late)).toBe(false);
    expect(canCancel('preparing', booked)).toBe(false);
  });

  it('never offers cancelling an unpaid line, yet tells its rule as still open', () => {
    const unpaid = line({
      cancellation: { cancellable: false, freeUntil: '2026-12-01T02:30:00Z', cancelledAt: null },
    });
    const state = passState({ status: 'awaiting_payment' }, unpaid);
    expect(canCancel(state, unpaid)).toBe(false);
    expect(cancellationNote(state, unpaid, new Date('2026-11-23T00:00:00Z'))).toBe('freeUntil');
    expect(cancellationNote(state, unpaid, new Date('2026-12-02T00:00:00Z'))).toBe('closed');
    const late = line({ cancellation: { cancellable: false, freeUntil: 'x', cancelledAt: null } });
    expect(cancellationNote('ready', late, new Date('2026-11-23T00:00:00Z'))).toBe('closed');
    expect(cancellationNote('ready', line(), new Date('2026-11-23T00:00:00Z'))).toBe('freeUntil');
  });

  it('picks the lounge and fast-track lines of an order', () => {
    const lines = [{ kind: 'esim_plan' }, line(), line({ kind: 'fast_track' })] as Parameters<
      typeof airportLines
    >[0]['lines'];
    expect(airportLines({ lines }).map((l) => l.kind)).toEqual(['lounge_pass', 'fast_track']);
  });
});
