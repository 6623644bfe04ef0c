import { AIRPORT_LINE_KINDS, type AirportLineKind, type EPassListItem } from '@tern/contracts';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airportBookings } from '../../db/schema';
import type { OrderReader } from '../product-kind';
import { cancellationOf, passOf, publicSnapshot } from './airport-booking';

/** The e-passes a traveller holds: what the e-pass pages and the profile list. */
export function createAirportPasses(deps: {
  db: Database;
  orders: OrderReader;
  secret: string;
  now?: () => Date;
}) {
  const { db, secret } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The traveller's own passes only: the order's owner is the per-object check. */
    async list(userId: string, module?: 1 | 2): Promise<EPassListItem[]> {
      const kinds: AirportLineKind[] = module
        ? [module === 1 ? 'lounge_pass' : 'fast_track']
        : [...AIRPORT_LINE_KINDS];
      const lines = await deps.orders.paidLinesOwnedBy(userId, kinds);
      if (lines.length === 0) return [];
      const bookings = await db
        .select()
        .from(airportBookings)
        .where(
          inArray(
            airportBookings.orderLineId,
            lines.map((l) => l.line.id),
          ),
        );
      const bookingOf = new Map(bookings.map((b) => [b.orderLineId, b]));
      const at = now();
      return lines
        .flatMap(({ line, order }) => {
          const booking = bookingOf.get(line.id);
          const product = publicSnapshot(line);
          const pass = booking && passOf(secret, product, booking);
          if (!pass) return [];
          return [
            {
              ...pass,
              orderId: line.orderId,
              lineId: line.id,
              kind: line.kind as AirportLineKind,
              booking: product,
              cancellation: cancellationOf(
                product,
                booking,
                { status: line.status, orderPaid: order.paid },
                at,
              ),
            },
          ];
        })
        .sort((a, b) =>
          `${b.booking.date} ${b.booking.slot}`.localeCompare(
            `${a.booking.date} ${a.booking.slot}`,
          ),
        );
    },
  };
}

export type AirportPasses = ReturnType<typeof createAirportPasses>;
