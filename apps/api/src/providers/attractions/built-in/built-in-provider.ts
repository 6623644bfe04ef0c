import { createHash } from 'node:crypto';
import { addDays, isIsoDate } from '@tern/domain';
import { LRUCache } from 'lru-cache';
import {
  type AttractionProvider,
  type SupplierDay,
  SupplierSoldOutError,
  type TicketBookingRequest,
} from '../attraction-provider';
import { openStretches, parseOpeningHours } from '../opening-hours';
import { type BuiltInAttraction, generateCatalogue } from './catalogue';
import { startTimes } from './start-times';

let cached: BuiltInAttraction[] | undefined;

/** Built once per process (a few milliseconds), then kept: the listing asks on every request. */
export function builtInAttractions(): BuiltInAttraction[] {
  cached ??= generateCatalogue();
  return cached;
}

/**
 * The same reference always gives the same supplier reference, so a retried booking is the
 * same booking; the hash keeps Tern's order line ids out of what the ticket shows.
 */
const supplierReferenceOf = (reference: string) =>
  `TA-${createHash('sha256').update(`built-in-attraction:${reference}`).digest('hex').slice(0, 12).toUpperCase()}`;

/** The offline supplier: the generated catalogue, open by its opening hours, never resold. */
export function createBuiltInAttractionProvider(
  catalogue: BuiltInAttraction[] = builtInAttractions(),
): AttractionProvider {
  const records = catalogue.map((a) => a.record);
  const byId = new Map(catalogue.map((a) => [a.record.attractionId, a]));
  const hoursById = new Map<string, ReturnType<typeof parseOpeningHours>>();
  const hoursOf = (attraction: BuiltInAttraction) => {
    const id = attraction.record.attractionId;
    let hours = hoursById.get(id);
    if (!hours) {
      hours = parseOpeningHours(attraction.record.openingHours);
      hoursById.set(id, hours);
    }
    return hours;
  };

  // A day's start times never change, and evaluating opening hours is the costly part of a
  // 90-day calendar: each attraction's days are worked out once and kept (a bounded cache).
  const days = new LRUCache<string, SupplierDay>({ max: 50_000 });
  // Tern holds the places in its own database and nobody else sells these, so all are free.
  const day = (attraction: BuiltInAttraction, date: string): SupplierDay => {
    const key = `${attraction.record.attractionId} ${date}`;
    let known = days.get(key);
    if (!known) {
      const times = startTimes(openStretches(hoursOf(attraction), date), attraction.slots);
      const { capacity } = attraction.slots;
      known = {
        date,
        open: times.length > 0,
        slots: times.map((time) => ({ time, capacity, vacancies: capacity })),
      };
      days.set(key, known);
    }
    return known;
  };

  return {
    async list() {
      return [...records];
    },
    async attraction(attractionId) {
      return byId.get(attractionId)?.record ?? null;
    },
    async availability(attractionId, from, to) {
      const attraction = byId.get(attractionId);
      if (!attraction) return null;
      if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError('dates must be YYYY-MM-DD');
      const days: SupplierDay[] = [];
      for (let date = from; date <= to; date = addDays(date, 1)) days.push(day(attraction, date));
      return days;
    },
    async book(request: TicketBookingRequest) {
      const attraction = byId.get(request.attractionId);
      if (!attraction) throw new Error(`unknown attraction ${request.attractionId}`);
      if (!isIsoDate(request.date)) throw new RangeError('date must be YYYY-MM-DD');
      const slot = day(attraction, request.date).slots.find((s) => s.time === request.time);
      if (!slot) throw new Error(`no ${request.time} start on ${request.date}`);
      const people = request.units.reduce((sum, unit) => sum + unit.quantity, 0);
      if (people > slot.vacancies) throw new SupplierSoldOutError();
      const supplierReference = supplierReferenceOf(request.reference);
      const unitTypes = request.units.flatMap((unit) =>
        Array.from({ length: unit.quantity }, () => unit.type),
      );
      return {
        supplierReference,
        tickets: unitTypes.map((unitType, index) => ({
          unitType,
          supplierTicketReference: `${supplierReference}-${String(index + 1).padStart(2, '0')}`,
        })),
      };
    },
    async cancel() {
      // Nothing to tell: the places go back to the slot in Tern's own table.
    },
  };
}
