import type { AttractionTicketLine, Order } from '@tern/contracts';
import { type BookingState, bookingState } from '@/lib/booking-state';

/** What the ticket page shows for a booking (see BookingState): ready once tickets are issued. */
export const ticketState = (
  order: Pick<Order, 'status'>,
  line: AttractionTicketLine,
): BookingState => bookingState(order, line, (line.delivery?.tickets.length ?? 0) > 0);

/** The order's attraction ticket lines, in order. */
export function ticketLines(order: Pick<Order, 'lines'>): AttractionTicketLine[] {
  return order.lines.filter(
    (line): line is AttractionTicketLine => line.kind === 'attraction_ticket',
  );
}
