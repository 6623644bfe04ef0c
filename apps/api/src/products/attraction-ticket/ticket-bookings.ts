import type { TicketBookingListItem } from '@tern/contracts';
import type { Database } from '../../db/client';
import type { OrderReader } from '../product-kind';
import { ticketView } from './ticket-booking';

/** The ticket bookings a traveller holds: what the profile lists, each as its order shows it. */
export function createTicketBookings(deps: {
  db: Database;
  orders: OrderReader;
  secret: string;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The traveller's own bookings only (the order's owner is the per-object check). */
    async list(userId: string): Promise<TicketBookingListItem[]> {
      const owned = await deps.orders.paidLinesOwnedBy(userId, ['attraction_ticket']);
      const at = now();
      const items = await Promise.all(
        owned.map(async ({ line, order }) => ({
          orderId: line.orderId,
          lineId: line.id,
          status: line.status,
          ...(await ticketView(deps.db, deps.secret, line, { orderPaid: order.paid, now: at })),
        })),
      );
      return items
        .map(({ product, ...item }) => ({ ...item, booking: product }))
        .sort((a, b) => a.booking.startsAt.localeCompare(b.booking.startsAt));
    },
  };
}

export type TicketBookings = ReturnType<typeof createTicketBookings>;
