import type { AttractionTicketLine, Order } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { ticketLines, ticketState } from './ticket-state';

const line = (over: Partial<AttractionTicketLine> = {}): AttractionTicketLine =>
  ({
    id: '6b1f3c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
    kind: 'attraction_ticket',
    status: 'pending',
    delivery: null,
    cancellation: { cancellable: true, freeUntil: '2026-12-09T08:30:00Z', cancelledAt: null },
    ...over,
  }) as AttractionTicketLine;

const ticket = {
  ticketId: 'T1',
  unitType: 'adult' as const,
  token: 'TERN1.a.b',
  status: 'valid' as const,
};
const delivered = { tickets: [ticket], supplierReference: 'SUP-1', freeData: null };

describe('what the ticket page shows', () => {
  it('follows the order and the line: unpaid, confirming, valid, refunded, cancelled', () => {
    expect(ticketState({ status: 'awaiting_payment' }, line())).toBe('unpaid');
    expect(ticketState({ status: 'paid' }, line())).toBe('preparing');
    expect(
      ticketState({ status: 'fulfilled' }, line({ status: 'fulfilled', delivery: delivered })),
    ).toBe('ready');
    expect(ticketState({ status: 'refunded' }, line({ status: 'refunded' }))).toBe('refunded');
    const cancelled = line({
      status: 'refunded',
      delivery: { ...delivered, tickets: [{ ...ticket, status: 'cancelled' }] },
      cancellation: { cancellable: false, freeUntil: 'x', cancelledAt: '2026-12-01T10:00:00Z' },
    });
    expect(ticketState({ status: 'refunded' }, cancelled)).toBe('cancelled');
    expect(ticketState({ status: 'cancelled' }, line())).toBe('cancelledUnpaid');
  });

  it('picks the ticket lines of an order', () => {
    const order = { lines: [{ kind: 'esim_plan' }, line()] } as unknown as Pick<Order, 'lines'>;
    expect(ticketLines(order)).toHaveLength(1);
  });
});
