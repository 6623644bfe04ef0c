import type { AirportLine, Order } from '@tern/contracts';

/**
 * What the e-pass page shows for a booking: not paid yet, being booked with the lounge (the
 * second after payment), ready to show, cancelled by the traveller (and refunded), refunded
 * because the lounge could not confirm it, or never paid and closed (the order was cancelled:
 * by the traveller, or when its places were held unpaid too long).
 */
export type PassState =
  | 'unpaid'
  | 'preparing'
  | 'ready'
  | 'cancelled'
  | 'refunded'
  | 'cancelledUnpaid';

export function passState(order: Pick<Order, 'status'>, line: AirportLine): PassState {
  if (order.status === 'cancelled') return 'cancelledUnpaid';
  if (line.cancellation.cancelledAt) return 'cancelled';
  if (order.status === 'awaiting_payment') return 'unpaid';
  if (line.status === 'refunded') return 'refunded';
  if (line.delivery && line.delivery.passes.length > 0) return 'ready';
  return 'preparing';
}

/** The cancel button shows only while free cancellation is open for a booked pass. */
export const canCancel = (state: PassState, line: AirportLine) =>
  state === 'ready' && line.cancellation.cancellable;

/**
 * Which sentence the cancellation section says. An unpaid line is never cancellable (there is
 * nothing to refund), yet its rule still holds once paid: it reads "free until" while that time
 * is ahead, not "ended".
 */
export function cancellationNote(
  state: PassState,
  line: AirportLine,
  now: Date,
): 'cancelled' | 'freeUntil' | 'closed' | null {
  // Never paid, or already refunded: there is nothing left to cancel, and no rule to tell.
  if (state === 'cancelledUnpaid' || state === 'refunded') return null;
  if (state === 'cancelled' && line.cancellation.cancelledAt) return 'cancelled';
  if (line.cancellation.cancellable) return 'freeUntil';
  if (state === 'unpaid' && now.getTime() < Date.parse(line.cancellation.freeUntil))
    return 'freeUntil';
  return 'closed';
}

/** The order's lounge and fast-track lines, in order. */
export function airportLines(order: Pick<Order, 'lines'>): AirportLine[] {
  return order.lines.filter(
    (line): line is AirportLine => line.kind === 'lounge_pass' || line.kind === 'fast_track',
  );
}

/** /passes/{orderId}, without the locale. */
export const passPath = (orderId: string) => `/passes/${encodeURIComponent(orderId)}`;
