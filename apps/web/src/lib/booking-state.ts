import type { LineCancellation, Order, OrderLine } from '@tern/contracts';

/**
 * What a booking page (an e-pass, a ticket) shows for a booked line: not paid yet, being
 * confirmed with the supplier (the second after payment), ready to show, cancelled by the
 * traveller (and refunded), refunded because the supplier could not confirm it, or never paid
 * and closed (the order was cancelled: by the traveller, or when its places were held unpaid
 * too long).
 */
export type BookingState =
  | 'unpaid'
  | 'preparing'
  | 'ready'
  | 'cancelled'
  | 'refunded'
  | 'cancelledUnpaid';

/** A line that can be cancelled for free until a cutoff. */
export interface CancellableLine {
  status: OrderLine['status'];
  cancellation: LineCancellation;
}

/** `delivered`: the supplier confirmed it and its passes or tickets are there to show. */
export function bookingState(
  order: Pick<Order, 'status'>,
  line: CancellableLine,
  delivered: boolean,
): BookingState {
  if (order.status === 'cancelled') return 'cancelledUnpaid';
  if (line.cancellation.cancelledAt) return 'cancelled';
  if (order.status === 'awaiting_payment') return 'unpaid';
  if (line.status === 'refunded') return 'refunded';
  return delivered ? 'ready' : 'preparing';
}

/** The cancel button shows only while free cancellation is open for a confirmed booking. */
export const canCancel = (state: BookingState, line: CancellableLine) =>
  state === 'ready' && line.cancellation.cancellable;

/**
 * Which sentence the cancellation section says. An unpaid line is never cancellable (there is
 * nothing to refund), yet its rule still holds once paid: it reads "free until" while that time
 * is ahead, not "ended".
 */
export function cancellationNote(
  state: BookingState,
  line: CancellableLine,
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
