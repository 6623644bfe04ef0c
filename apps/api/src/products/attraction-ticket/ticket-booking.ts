import {
  type AttractionTicket,
  type AttractionTicketDelivery,
  type AttractionTicketLineInput,
  type AttractionTicketSnapshot,
  AttractionTicketSnapshotSchema,
  type EsimPlanSnapshot,
  type LineCancellation,
  type Locale,
  type OrderLineStatus,
  type TicketUnitType,
} from '@tern/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attractionBookings } from '../../db/schema';
import { namedPlan } from '../../modules/catalog/plan-names';
import type { EsimCodes } from '../../modules/esim-secrets/esim-codes';
import { zonedInstant } from '../../modules/lounges/zoned-instant';
import type { AttractionRecord } from '../../providers/attractions/attraction-provider';
import { esimDelivery, type ProfileRow, profileForLine } from '../esim-plan/esim-delivery';
import type { OrderLineRow } from '../product-kind';
import { lineCancellation } from '../shared/line-cancellation';
import { signPass } from '../shared/pass-token';

export type TicketBookingRow = typeof attractionBookings.$inferSelect;

/** What the snapshot keeps for Tern alone (never shown: the public view parses these away). */
export interface InternalFields {
  capacity: number;
  freeDataPlan: EsimPlanSnapshot | null;
}
export type StoredSnapshot = AttractionTicketSnapshot & { internal: InternalFields };

/** The booking as sold, frozen at order time. */
export function ticketSnapshot(
  input: AttractionTicketLineInput,
  record: AttractionRecord,
  country: string,
  prices: { units: { type: TicketUnitType; quantity: number; unitAmountMinor: number }[] },
  currencyCode: string,
  internal: InternalFields,
): StoredSnapshot {
  const startsAt = zonedInstant(input.date, input.time, record.timeZone);
  const texts = record.texts.en;
  return {
    name: texts.name,
    attractionId: record.attractionId,
    category: record.category,
    imageUrl: record.imageUrl,
    city: texts.city,
    country,
    countryCode: record.countryCode,
    timeZone: record.timeZone,
    date: input.date,
    time: input.time,
    startsAt: startsAt.toISOString(),
    durationMinutes: record.durationMinutes,
    meetingPoint: record.meetingPoint,
    units: prices.units,
    currencyCode,
    leadTraveller: { name: input.leadTraveller.name },
    whatToBring: texts.whatToBring,
    cutoffHours: record.cutoffHours,
    freeCancellationUntil: new Date(
      startsAt.getTime() - record.cutoffHours * 3_600_000,
    ).toISOString(),
    dataDescription: texts.dataDescription,
    dataMb: record.dataMb,
    internal,
  };
}

export const storedSnapshot = (line: OrderLineRow) => line.snapshot as unknown as StoredSnapshot;
/** The plan a ticket's free data is delivered as (null when the attraction includes none). */
export const freeDataPlanOf = (line: OrderLineRow) => storedSnapshot(line).internal.freeDataPlan;
/** The snapshot as travellers see it, without Tern's internal fields. */
export const publicSnapshot = (line: OrderLineRow): AttractionTicketSnapshot =>
  AttractionTicketSnapshotSchema.parse(line.snapshot);

/** Travellers a booking admits: one ticket per person. */
export const placesOf = (booking: { units: { quantity: number }[] }) =>
  booking.units.reduce((sum, unit) => sum + unit.quantity, 0);

export async function ticketBookingOf(
  db: Database,
  lineId: string,
): Promise<TicketBookingRow | undefined> {
  const [row] = await db
    .select()
    .from(attractionBookings)
    .where(eq(attractionBookings.orderLineId, lineId));
  return row;
}

/** The booking's tickets, each QR code's content signed for the gate to check offline. */
export function ticketsOf(
  secret: string,
  snapshot: AttractionTicketSnapshot,
  booking: TicketBookingRow | undefined,
): AttractionTicket[] {
  return (booking?.tickets ?? []).map((ticket) => ({
    ticketId: ticket.ticketId,
    unitType: ticket.unitType as TicketUnitType,
    token: signPass(
      secret,
      {
        t: ticket.ticketId,
        a: snapshot.attractionId,
        d: snapshot.date,
        s: snapshot.time,
        u: ticket.unitType,
        n: snapshot.leadTraveller.name,
      },
      'ticket',
    ),
    status: booking?.cancelledAt ? 'cancelled' : 'valid',
  }));
}

/** Why a booking can no longer be cancelled for free, or null while it can. */
export function cancellationProblem(snapshot: AttractionTicketSnapshot, now: Date): string | null {
  if (now.getTime() < Date.parse(snapshot.freeCancellationUntil)) return null;
  return `Free cancellation ended ${snapshot.cutoffHours} hours before your visit (${snapshot.date} ${snapshot.time}, local time). This booking can no longer be cancelled or refunded.`;
}

/** Whether the line may still be cancelled for free, and until when. */
export const cancellationOf = (
  snapshot: AttractionTicketSnapshot,
  booking: TicketBookingRow | undefined,
  line: { status: OrderLineStatus; orderPaid: boolean },
  now: Date,
): LineCancellation =>
  lineCancellation(booking, line, {
    freeUntil: snapshot.freeCancellationUntil,
    passed: cancellationProblem(snapshot, now) !== null,
  });

type TicketView = {
  product: AttractionTicketSnapshot;
  delivery: AttractionTicketDelivery | null;
  cancellation: LineCancellation;
};

/** What a ticket view knows of its order, and the language its free data's plan is named in. */
export interface TicketViewContext {
  orderPaid: boolean;
  now: Date;
  locale: Locale;
}

/** What a ticket view is signed and opened with: AUTH_SECRET for the tickets, the eSIM codes. */
export interface TicketViewKeys {
  secret: string;
  codes: EsimCodes;
}

/**
 * A ticket line as the traveller sees it (its order page, ticket page and profile): the visit,
 * its tickets and free data once confirmed, and whether it can still be cancelled.
 */
export function ticketViewOf(
  keys: TicketViewKeys,
  line: OrderLineRow,
  rows: { booking: TicketBookingRow | undefined; profile: ProfileRow | undefined },
  context: TicketViewContext,
): TicketView {
  const product = publicSnapshot(line);
  const { booking, profile } = rows;
  const plan = storedSnapshot(line).internal.freeDataPlan;
  return {
    product,
    delivery: booking?.supplierReference
      ? {
          tickets: ticketsOf(keys.secret, product, booking),
          supplierReference: booking.supplierReference,
          freeData: plan
            ? {
                plan: namedPlan(plan, context.locale),
                esim: profile ? esimDelivery(profile, keys.codes) : null,
              }
            : null,
        }
      : null,
    cancellation: cancellationOf(
      product,
      booking,
      { status: line.status, orderPaid: context.orderPaid },
      context.now,
    ),
  };
}

/** ticketViewOf for one line, reading its booking and free-data eSIM. */
export async function ticketView(
  db: Database,
  keys: TicketViewKeys,
  line: OrderLineRow,
  context: TicketViewContext,
): Promise<TicketView> {
  const [booking, profile] = await Promise.all([
    ticketBookingOf(db, line.id),
    profileForLine(db, line.id),
  ]);
  return ticketViewOf(keys, line, { booking, profile }, context);
}
