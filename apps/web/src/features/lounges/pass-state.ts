import type { AirportLine, Order } from '@tern/contracts';
import { type BookingState, bookingState } from '@/lib/booking-state';

export { canCancel, cancellationNote } from '@/lib/booking-state';

/** What the e-pass page shows for a booking (see BookingState). */
export type PassState = BookingState;

export function passState(order: Pick<Order, 'status'>, line: AirportLine): PassState {
  return bookingState(order, line, (line.delivery?.passes.length ?? 0) > 0);
}

/** The order's lounge and fast-track lines, in order. */
export function airportLines(order: Pick<Order, 'lines'>): AirportLine[] {
  return order.lines.filter(
    (line): line is AirportLine => line.kind === 'lounge_pass' || line.kind === 'fast_track',
  );
}

/** /passes/{orderId}, without the locale. */
export const passPath = (orderId: string) => `/passes/${encodeURIComponent(orderId)}`;
