import type { Locale, TicketBookingListItem } from '@tern/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attractionBookings, esimProfiles } from '../../db/schema';
import type { EsimCodes } from '../../modules/esim-secrets/esim-codes';
import type { OrderReader } from '../product-kind';
import { ticketViewOf } from './ticket-booking';

/** The ticket bookings a traveller holds: what the profile lists, each as its order shows it. */
export function createTicketBookings(deps: {
  db: Database;
  orders: OrderReader;
  secret: string;
  /** Opens the free data eSIMs' activation codes. */
  codes: EsimCodes;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    /** The traveller's own bookings only (the order's owner is the per-object check). */
    async list(userId: string, locale: Locale): Promise<TicketBookingListItem[]> {
      const owned = await deps.orders.paidLinesOwnedBy(userId, ['attraction_ticket']);
      if (owned.length === 0) return [];
      // Two reads for the whole list, not two per booking.
      const ids = owned.map(({ line }) => line.id);
      const [bookings, profiles] = await Promise.all([
        db.select().from(attractionBookings).where(inArray(attractionBookings.orderLineId, ids)),
        db.select().from(esimProfiles).where(inArray(esimProfiles.orderLineId, ids)),
      ]);
      const bookingOf = new Map(bookings.map((b) => [b.orderLineId, b]));
      const profileOf = new Map(profiles.map((p) => [p.orderLineId, p]));
      const at = now();
      return owned
        .map(({ line, order }) => {
          const { product, ...view } = ticketViewOf(
            deps,
            line,
            { booking: bookingOf.get(line.id), profile: profileOf.get(line.id) },
            { orderPaid: order.paid, now: at, locale },
          );
          return {
            orderId: line.orderId,
            lineId: line.id,
            status: line.status,
            booking: product,
            ...view,
          };
        })
        .sort((a, b) => a.booking.startsAt.localeCompare(b.booking.startsAt));
    },
  };
}

export type TicketBookings = ReturnType<typeof createTicketBookings>;
