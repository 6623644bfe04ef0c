import type { ReactNode } from 'react';
import { bookingRoute } from '@/features/orders/server';
import { TicketBooking } from './ticket-page';
import { ticketLines } from './ticket-state';

/** /tickets/{orderId}: the order's attraction tickets; `offline` keeps it readable at the gate. */
export const ticketRoute = (offline: ReactNode) =>
  bookingRoute({
    linesOf: ticketLines,
    words: 'attractions.ticket',
    offline,
    renderBooking: (booking) => <TicketBooking {...booking} />,
  });
