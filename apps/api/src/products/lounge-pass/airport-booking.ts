import type { TransportHub } from '@tern/contracts';
import {
  type AirportLineInput,
  type AirportServiceSnapshot,
  AirportServiceSnapshotSchema,
  type EPass,
  type OrderLineStatus,
} from '@tern/contracts';
import { FREE_CANCELLATION_HOURS, slotOf } from '@tern/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airportBookings } from '../../db/schema';
import { zonedInstant } from '../../modules/lounges/zoned-instant';
import type { LoungeResource } from '../../providers/lounges/lounge-provider';
import type { OrderLineRow } from '../product-kind';
import { lineCancellation } from '../shared/line-cancellation';
import { signPass } from '../shared/pass-token';

export type BookingRow = typeof airportBookings.$inferSelect;

/** What the snapshot keeps for Tern alone (never shown: the view parses these away). */
export interface InternalFields {
  capacityPerSlot: number;
  supplierToken: string | null;
}
export type StoredSnapshot = AirportServiceSnapshot & { internal: InternalFields };

const addMinutes = (time: string, minutes: number) => {
  const total = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** The booking as sold, frozen at order time. */
export function bookingSnapshot(
  input: AirportLineInput,
  resource: LoungeResource,
  hub: TransportHub,
  prices: { perAdultMinor: number; perChildMinor: number; currencyCode: string },
  internal: InternalFields,
): StoredSnapshot {
  const window = resource.conditions.entryWindowMinutes;
  const startsAt = zonedInstant(input.date, input.time, resource.timeZone);
  const slotStart = zonedInstant(input.date, slotOf(input.time), resource.timeZone);
  return {
    name: resource.resourceName,
    resourceId: resource.resourceId,
    module: resource.module,
    tier: resource.tier,
    imageUrl: resource.imageUrl,
    airport: {
      transportHubId: hub.transportHubId,
      name: hub.name,
      iata: hub.iata,
      city: hub.city,
      country: hub.country,
      timeZone: hub.timeZone,
    },
    terminal: resource.terminal,
    side: resource.side,
    location: resource.location,
    date: input.date,
    time: input.time,
    entryWindow: {
      from: input.time,
      until: addMinutes(input.time, window),
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + window * 60_000).toISOString(),
    },
    slot: slotOf(input.time),
    flightNumber: input.flightNumber,
    adults: input.adults,
    children: input.children,
    travellers: input.travellers,
    prices,
    conditions: resource.conditions,
    freeCancellationUntil: new Date(
      slotStart.getTime() - FREE_CANCELLATION_HOURS * 3_600_000,
    ).toISOString(),
    internal,
  };
}

export const storedSnapshot = (line: OrderLineRow) => line.snapshot as unknown as StoredSnapshot;
/** The snapshot as travellers see it, without Tern's internal fields. */
export const publicSnapshot = (line: OrderLineRow): AirportServiceSnapshot =>
  AirportServiceSnapshotSchema.parse(line.snapshot);

export async function bookingOf(db: Database, lineId: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(airportBookings)
    .where(eq(airportBookings.orderLineId, lineId));
  return row;
}

/** The line's e-pass: one per booking, naming every traveller, its QR content signed. */
export function passOf(
  secret: string,
  snapshot: AirportServiceSnapshot,
  booking: BookingRow,
): EPass | null {
  if (!booking.passId) return null;
  return {
    passId: booking.passId,
    token: signPass(secret, {
      p: booking.passId,
      r: snapshot.resourceId,
      d: snapshot.date,
      f: snapshot.entryWindow.from,
      u: snapshot.entryWindow.until,
      n: snapshot.travellers,
    }),
    names: snapshot.travellers,
    status: booking.cancelledAt ? 'cancelled' : 'valid',
    providerReference: booking.providerReference ?? '',
  };
}

/** The last moment a booking can be cancelled for free: 24 hours before its slot, airport time. */
export function cancellationProblem(snapshot: AirportServiceSnapshot, now: Date): string | null {
  if (now.getTime() < Date.parse(snapshot.freeCancellationUntil)) return null;
  return `Free cancellation ended 24 hours before your slot (${snapshot.date} ${snapshot.slot}, airport time). This booking can no longer be cancelled or refunded.`;
}

/** Whether the line may still be cancelled for free, and until when. */
export const cancellationOf = (
  snapshot: AirportServiceSnapshot,
  booking: BookingRow | undefined,
  line: { status: OrderLineStatus; orderPaid: boolean },
  now: Date,
) =>
  lineCancellation(booking, line, {
    freeUntil: snapshot.freeCancellationUntil,
    passed: cancellationProblem(snapshot, now) !== null,
  });
