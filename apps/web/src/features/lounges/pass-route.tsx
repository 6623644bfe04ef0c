import type { ReactNode } from 'react';
import { bookingRoute } from '@/features/orders/server';
import { PassBooking } from './pass-page';
import { airportLines } from './pass-state';

/** /passes/{orderId}: the order's lounge and fast-track e-passes; `offline` keeps it readable. */
export const passRoute = (offline: ReactNode) =>
  bookingRoute({
    linesOf: airportLines,
    words: 'lounges.pass',
    offline,
    renderBooking: (booking) => <PassBooking {...booking} />,
  });
