import type { AttractionTicketLineInput } from '@tern/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attractionBookings } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import type { EsimCodes } from '../../modules/esim-secrets/esim-codes';
import { ApiError } from '../../plugins/errors';
import {
  type AttractionProvider,
  type SupplierBooking,
  SupplierSoldOutError,
} from '../../providers/attractions/attraction-provider';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import { provisionEsim, recordEsim } from '../esim-plan/esim-delivery';
import type { ProductKind } from '../product-kind';
import { newPassId } from '../shared/pass-token';
import { HOLD_MINUTES } from '../shared/slot-capacity';
import { freeDataPlan } from './free-data';
import {
  attractionNotFound,
  bookableSlot,
  checkUnits,
  ticketCapacity,
  ticketPrices,
} from './ticket-availability';
import {
  cancellationProblem,
  placesOf,
  publicSnapshot,
  storedSnapshot,
  ticketBookingOf,
  ticketSnapshot,
  ticketView,
} from './ticket-booking';
import { ticketCancellationNotice, ticketReceiptSection } from './ticket-receipt';

/** Cancels a refunded booking with the supplier, outside any transaction; keyed by line id. */
export const VOID_TICKETS = 'void-attraction-tickets';
/** While no eSIM can be had for the free data, look again this often. */
const FREE_DATA_RETRY_MS = 60_000;

export interface AttractionTicketKindDeps {
  db: Database;
  provider: AttractionProvider;
  store: CatalogueStore;
  esim: EsimProvider;
  /** Seals the free data eSIM's activation code, opens it for the owner. */
  codes: EsimCodes;
  /** AUTH_SECRET: signs the tickets' QR tokens. */
  secret: string;
  now?: () => Date;
}

export const soldOut = () =>
  new ApiError(
    409,
    'SOLD_OUT',
    'This time has no places left for your tickets. Please choose another time or day; you have not been charged.',
  );

/**
 * Attraction and tour tickets: a line holds its places in one start time from the order's
 * creation; payment books it with the supplier, which issues one ticket per person, and
 * delivers the free data the attraction includes as an eSIM.
 */
export function createAttractionTicketKind(
  deps: AttractionTicketKindDeps,
): ProductKind<AttractionTicketLineInput> {
  const { db, provider } = deps;
  const now = deps.now ?? (() => new Date());
  const esimSource = { store: deps.store, provider: deps.esim, codes: deps.codes };

  async function recordOf(attractionId: string) {
    const record = await provider.attraction(attractionId);
    if (!record) throw attractionNotFound(attractionId);
    return record;
  }

  /**
   * The booked slot as it stands. Checkout checks, then quotes, the same input: the supplier and
   * the database are asked once for both (an order's hold re-checks the places atomically).
   */
  const slots = new WeakMap<AttractionTicketLineInput, ReturnType<typeof lookUp>>();
  async function lookUp(input: AttractionTicketLineInput) {
    const record = await recordOf(input.attractionId);
    return { record, slot: await bookableSlot(db, provider, record, input, now()) };
  }
  function slotOf(input: AttractionTicketLineInput) {
    let found = slots.get(input);
    if (!found) {
      found = lookUp(input);
      slots.set(input, found);
    }
    return found;
  }

  return {
    kind: 'attraction_ticket',

    async check(input) {
      const { record, slot } = await slotOf(input);
      checkUnits(record, input.units);
      if (slot.remaining < placesOf(input)) throw soldOut();
    },

    /** Each ticket type's supplier price with the site's markup, in the order currency. */
    async quote(input, buyer, currency) {
      const { record, slot } = await slotOf(input);
      const types = checkUnits(record, input.units);
      const units = ticketPrices(types, input.units, buyer.site.markupBasisPoints, currency);
      const catalogue = await deps.store.snapshot();
      const country = catalogue.countriesByIso.get(record.countryCode)?.name ?? record.countryCode;
      return {
        productRef: record.attractionId,
        quantity: 1,
        unitAmountMinor: units.reduce((sum, u) => sum + u.unitAmountMinor * u.quantity, 0),
        unitUsdCents: units.reduce((sum, u) => sum + u.usd * u.quantity, 0),
        snapshot: ticketSnapshot(
          input,
          record,
          country,
          { units: units.map(({ usd: _usd, ...unit }) => unit) },
          currency.code,
          {
            capacity: slot.capacity,
            freeDataPlan: freeDataPlan(catalogue, record.countryCode, record.dataMb),
          },
        ) as unknown as Record<string, unknown>,
      };
    },

    inputOf(line) {
      const s = storedSnapshot(line);
      return {
        kind: 'attraction_ticket',
        attractionId: s.attractionId,
        date: s.date,
        time: s.time,
        units: s.units.map(({ type, quantity }) => ({ type, quantity })),
        leadTraveller: s.leadTraveller,
      };
    },

    /** Takes the line's places in the order's creation transaction: a full slot refuses it. */
    async hold(tx, line) {
      const s = storedSnapshot(line);
      const held = await ticketCapacity.holdPlaces(tx, {
        lineId: line.id,
        orderId: line.orderId,
        resourceId: s.attractionId,
        date: s.date,
        slot: s.time,
        places: placesOf(s),
        capacity: s.internal.capacity,
      });
      if (!held) throw soldOut();
      return { until: new Date(now().getTime() + HOLD_MINUTES * 60_000) };
    },

    paid: ticketCapacity.keepPaidHolds,

    /**
     * The places go back; a refunded booking's tickets are void from now and, once confirmed
     * with the supplier, cancelled there by a job (so no live ticket outlives its refund).
     */
    async release(tx, line, cause) {
      await ticketCapacity.releasePlaces(tx, line.id);
      if (cause.kind !== 'refunded') return;
      const [cancelled] = await tx
        .update(attractionBookings)
        .set({ cancelledAt: now() })
        .where(
          and(eq(attractionBookings.orderLineId, line.id), isNull(attractionBookings.cancelledAt)),
        )
        .returning({ reference: attractionBookings.supplierReference });
      if (cancelled?.reference) await enqueueJob(tx, { kind: VOID_TICKETS, key: line.id });
    },

    cancellation(line, at) {
      const problem = cancellationProblem(publicSnapshot(line), at);
      return problem ? { allowed: false, message: problem } : { allowed: true };
    },

    /**
     * Books with the supplier (idempotent by line id), records the tickets under the order's
     * lock, then delivers the free data; each step is skipped on a rerun once done.
     */
    async fulfil(line, context) {
      const s = storedSnapshot(line);
      let booking = await ticketBookingOf(db, line.id);
      if (!booking) throw new Error(`order line ${line.id} holds no places`);
      if (!booking.supplierReference) {
        // Under the order's lock, as a cancel takes it: a cancel that won leaves nothing to book.
        const stage = await context.locked(async (tx, current) => {
          if (current.status !== 'pending') return 'refunded' as const;
          const held = await ticketCapacity.reholdPlaces(tx, line.id, s.internal.capacity);
          return held ? ('held' as const) : ('full' as const);
        });
        if (stage === 'refunded') return { kind: 'done' };
        // Paid after its hold ran out and the slot filled meanwhile: retries, then a refund.
        if (stage === 'full') throw new Error(`the slot of order line ${line.id} filled up`);
        let confirmed: SupplierBooking;
        try {
          confirmed = await provider.book({
            reference: line.id,
            attractionId: s.attractionId,
            date: s.date,
            time: s.time,
            units: s.units.map(({ type, quantity }) => ({ type, quantity })),
            leadTraveller: s.leadTraveller,
          });
        } catch (error) {
          // Sold to someone else since the order was placed: refunded now, not after retries.
          if (error instanceof SupplierSoldOutError)
            return { kind: 'impossible', reason: error.message };
          throw error;
        }
        const kept = await context.locked(async (tx, current) => {
          // Cancelled (and refunded) while the supplier was booking: that booking is not kept.
          if (current.status !== 'pending') return false;
          await tx
            .update(attractionBookings)
            .set({
              status: 'booked',
              supplierReference: confirmed.supplierReference,
              tickets: confirmed.tickets.map((ticket) => ({
                ticketId: newPassId('T'),
                unitType: ticket.unitType,
                supplierTicketReference: ticket.supplierTicketReference,
              })),
            })
            .where(
              and(
                eq(attractionBookings.orderLineId, line.id),
                isNull(attractionBookings.supplierReference),
              ),
            );
          return true;
        });
        if (!kept) {
          await provider.cancel(confirmed.supplierReference);
          return { kind: 'done' };
        }
        booking = await ticketBookingOf(db, line.id);
      }
      const plan = s.internal.freeDataPlan;
      const esim = plan ? await provisionEsim(esimSource, line.id, plan) : null;
      if (esim?.kind === 'out-of-stock') return { kind: 'waiting', retryMs: FREE_DATA_RETRY_MS };
      await context.locked(async (tx, current, complete) => {
        if (current.status !== 'pending') return;
        if (plan && esim?.kind === 'profile')
          await recordEsim(tx, esimSource, line.id, plan, esim.profile);
        await complete();
      });
      return { kind: 'done' };
    },

    async view(line, base, context) {
      return {
        ...base,
        kind: 'attraction_ticket',
        ...(await ticketView(db, deps, line, context)),
      };
    },

    async cancellationNotice(line, refunded, locale) {
      return ticketCancellationNotice(
        publicSnapshot(line),
        { refunded, orderId: line.orderId },
        locale,
      );
    },

    jobs: {
      [VOID_TICKETS]: {
        async run(job) {
          const booking = await ticketBookingOf(db, job.key);
          if (booking?.cancelledAt && booking.supplierReference)
            await provider.cancel(booking.supplierReference);
        },
      },
    },

    async receipt(line, context) {
      const view = await ticketView(db, deps, line, {
        orderPaid: true,
        now: now(),
        locale: context.locale,
      });
      if (!view.delivery) throw new Error(`order line ${line.id} has no tickets yet`);
      return ticketReceiptSection(
        view.product,
        view.delivery.tickets,
        view.delivery.freeData,
        `${context.publicWebUrl}/tickets/${line.orderId}`,
        context.locale,
      );
    },
  };
}
