import {
  type AttractionDay,
  type AttractionSlot,
  type TicketUnit,
  TicketUnitTypeSchema,
} from '@tern/contracts';
import {
  addDays,
  applyMarkup,
  BOOKING_MAX_DAYS_AHEAD,
  FEW_PLACES_LEFT,
  localDateTime,
  slotProblem,
  usdCentsToMinor,
} from '@tern/domain';
import type { Database } from '../../db/client';
import { attractionBookings, attractionSlots } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type {
  AttractionProvider,
  AttractionRecord,
  SupplierTicketType,
} from '../../providers/attractions/attraction-provider';
import { slotCapacity } from '../shared/slot-capacity';

/** Attraction places, per attraction and start time (see products/shared/slot-capacity.ts). */
export const ticketCapacity = slotCapacity({
  slots: attractionSlots,
  bookings: attractionBookings,
});

/** A slot as Tern sells it: the supplier's places less what Tern's travellers hold. */
export interface OpenSlot extends AttractionSlot {
  capacity: number;
}
export interface BookableDay extends Omit<AttractionDay, 'slots'> {
  slots: OpenSlot[];
}

export const attractionNotFound = (attractionId: string) =>
  new ApiError(
    404,
    'ATTRACTION_NOT_FOUND',
    `No attraction "${attractionId}". GET /v1/attractions/products lists them.`,
  );

/**
 * The attraction's days from `from` to `to` (local dates), each open, sold out or closed: closed
 * outside opening days and outside the bookable window (today to 90 days ahead, local time);
 * today's slots that have started are gone.
 */
export async function bookableDays(
  db: Database,
  provider: AttractionProvider,
  record: AttractionRecord,
  from: string,
  to: string,
  now: Date,
): Promise<BookableDay[]> {
  const days = await provider.availability(record.attractionId, from, to);
  if (!days) throw attractionNotFound(record.attractionId);
  const held = await ticketCapacity.heldInRange(db, record.attractionId, from, to);
  const local = localDateTime(record.timeZone, now);
  const last = addDays(local.date, BOOKING_MAX_DAYS_AHEAD);
  return days.map((day) => {
    const inWindow = day.date >= local.date && day.date <= last;
    if (!day.open || !inWindow) return { date: day.date, status: 'closed', slots: [] };
    const slots = day.slots
      .filter((slot) => day.date > local.date || slot.time > local.time)
      .map((slot): OpenSlot => {
        const remaining = Math.max(
          0,
          Math.min(slot.vacancies, slot.capacity - (held.get(`${day.date} ${slot.time}`) ?? 0)),
        );
        return {
          time: slot.time,
          remaining,
          capacity: slot.capacity,
          status:
            remaining === 0 ? 'sold_out' : remaining < FEW_PLACES_LEFT ? 'limited' : 'available',
        };
      });
    if (slots.length === 0) return { date: day.date, status: 'closed', slots: [] };
    const soldOut = slots.every((slot) => slot.remaining === 0);
    return { date: day.date, status: soldOut ? 'sold_out' : 'open', slots };
  });
}

/** The rules a booking's tickets must meet beyond their shape; throws the API's answer. */
export function checkUnits(record: AttractionRecord, units: TicketUnit[]): SupplierTicketType[] {
  const types = units.map((unit) => {
    const type = record.ticketTypes.find((t) => t.type === unit.type);
    if (!type)
      throw new ApiError(
        422,
        'TICKET_TYPE_NOT_SOLD',
        `${record.texts.en.name} sells no ${unit.type} tickets; it sells ${record.ticketTypes.map((t) => t.type).join(', ')}.`,
      );
    return type;
  });
  const accompanied = units.some(
    (u) =>
      u.type === TicketUnitTypeSchema.enum.adult || u.type === TicketUnitTypeSchema.enum.senior,
  );
  if (record.requiresAdult && !accompanied)
    throw new ApiError(
      422,
      'ADULT_REQUIRED',
      `Children and infants visit ${record.texts.en.name} with an adult: add an adult or senior ticket.`,
    );
  return types;
}

/** The slot a booking names on its day, or the API's answer when it cannot be booked. */
function slotOfDay(
  record: AttractionRecord,
  day: BookableDay | undefined,
  date: string,
  time: string,
): OpenSlot {
  const slot = day?.slots.find((s) => s.time === time);
  if (!day || day.status === 'closed' || !slot)
    throw new ApiError(
      400,
      'INVALID_SLOT',
      day && day.status !== 'closed'
        ? `${record.texts.en.name} has no start time ${time} on ${date}; GET /v1/attractions/${record.attractionId}/availability lists them.`
        : `${record.texts.en.name} cannot be booked on ${date}: it is closed, past, or more than ${BOOKING_MAX_DAYS_AHEAD} days ahead (local time, ${record.timeZone}).`,
    );
  return slot;
}

/** The slot a booking names, as it stands now: a malformed, closed or unknown one is a 400. */
export async function bookableSlot(
  db: Database,
  provider: AttractionProvider,
  record: AttractionRecord,
  booking: { date: string; time: string },
  now: Date,
): Promise<OpenSlot> {
  if (slotProblem(booking.date, booking.time, record.timeZone, now) === 'invalid')
    throw new ApiError(400, 'INVALID_SLOT', 'date must be YYYY-MM-DD and time HH:MM');
  const [day] = await bookableDays(db, provider, record, booking.date, booking.date, now);
  return slotOfDay(record, day, booking.date, booking.time);
}

/**
 * Each ticket's price as an order charges it: the supplier's USD cents with the site's markup,
 * in the currency's minor units. The live total and the order use this one rule.
 */
export function ticketPrices(
  types: SupplierTicketType[],
  units: TicketUnit[],
  markupBasisPoints: number,
  currency: { ratePerUsd: number; minorUnits: number },
) {
  return units.map((unit, i) => {
    const usd = applyMarkup(types[i]!.usdCents, markupBasisPoints);
    return {
      type: unit.type,
      quantity: unit.quantity,
      usd,
      unitAmountMinor: usdCentsToMinor(usd, currency.ratePerUsd, currency.minorUnits),
    };
  });
}
