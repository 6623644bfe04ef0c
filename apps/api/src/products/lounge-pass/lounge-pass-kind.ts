import type { AirportLineInput, AirportLineKind } from '@tern/contracts';
import {
  type AirportModule,
  applyMarkup,
  BOOKING_MAX_DAYS_AHEAD,
  slotProblem,
  usdCentsToMinor,
} from '@tern/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airportBookings } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { verifyQuote } from '../../modules/lounges/quote-token';
import { ApiError } from '../../plugins/errors';
import type { LoungeProvider } from '../../providers/lounges/lounge-provider';
import type { ProductKind } from '../product-kind';
import { newPassId } from '../shared/pass-token';
import {
  bookingOf,
  bookingSnapshot,
  cancellationOf,
  cancellationProblem,
  passOf,
  publicSnapshot,
  storedSnapshot,
} from './airport-booking';
import { HOLD_MINUTES, holdPlaces, keepPaidHolds, reholdPlaces, releasePlaces } from './capacity';
import { airportCancellationNotice, airportReceiptSection } from './lounge-receipt';

/** Voids a cancelled booking with the supplier, outside any transaction; keyed by line id. */
export const VOID_AIRPORT_PASS = 'void-airport-pass';

export interface AirportKindDeps {
  db: Database;
  provider: LoungeProvider;
  /** AUTH_SECRET: signs quotes and e-pass tokens. */
  secret: string;
  now?: () => Date;
}

const notFound = (input: AirportLineInput) =>
  new ApiError(
    404,
    'RESOURCE_NOT_FOUND',
    `No ${input.kind === 'fast_track' ? 'fast-track service' : 'lounge'} "${input.resourceId}". GET /v1/dragonpass/resources lists them.`,
  );

export const soldOut = () =>
  new ApiError(
    409,
    'SOLD_OUT',
    'This time slot is fully booked. Please choose another time or day; you have not been charged.',
  );

/**
 * Lounge passes (module 1) and fast-track (module 2): one implementation, two kinds. A line
 * holds its places in the hourly slot from the order's creation; payment books it with the
 * supplier and issues one e-pass with a signed QR token.
 */
export function createAirportServiceKind(
  kind: AirportLineKind,
  deps: AirportKindDeps,
): ProductKind<AirportLineInput> {
  const module = (kind === 'lounge_pass' ? 1 : 2) as AirportModule;
  const { db, provider, secret } = deps;
  const now = deps.now ?? (() => new Date());

  async function resourceOf(input: AirportLineInput) {
    const resource = await provider.resource(input.resourceId, module);
    const hub = resource && (await provider.transportHub(resource.transportHubId));
    if (!resource || !hub) throw notFound(input);
    return { resource, hub };
  }

  return {
    kind,

    // Dates are the airport's: "not in the past" and "90 days ahead" in its time zone.
    async check(input) {
      const { resource } = await resourceOf(input);
      const problem = slotProblem(input.date, input.time, resource.timeZone, now());
      if (problem)
        throw new ApiError(
          400,
          'INVALID_SLOT',
          problem === 'past'
            ? `${input.date} ${input.time} has already passed at the airport (${resource.timeZone}).`
            : problem === 'too-far'
              ? `Bookings open at most ${BOOKING_MAX_DAYS_AHEAD} days ahead in the airport's time zone.`
              : 'date must be YYYY-MM-DD and time HH:MM',
        );
      const availability = await provider.availability({ ...input, module });
      if (!availability) throw notFound(input);
      if (!availability.open)
        throw new ApiError(
          409,
          'PRODUCT_UNAVAILABLE',
          `${resource.resourceName} is closed at ${input.time}. Please choose a time within its opening hours.`,
        );
      if (availability.remaining < input.adults + input.children) throw soldOut();
    },

    /**
     * The price per adult and child from the supplier's prices in the order currency, with the
     * site's markup. A valid signed quote for exactly this booking and currency fixes the total.
     */
    async quote(input, buyer, currency) {
      const { resource, hub } = await resourceOf(input);
      const quoted = input.quoteToken ? verifyQuote(secret, input.quoteToken, now()) : null;
      const matches =
        quoted &&
        quoted.resourceId === resource.resourceId &&
        quoted.module === module &&
        quoted.date === input.date &&
        quoted.time === input.time &&
        quoted.adults === input.adults &&
        quoted.children === input.children &&
        quoted.flightNumber === input.flightNumber;
      let prices: { adultUsdCents: number; childUsdCents: number; supplierToken: string | null };
      if (matches) prices = quoted;
      else {
        const availability = await provider.availability({ ...input, module });
        if (!availability) throw notFound(input);
        prices = availability;
      }
      const markup = buyer.site.markupBasisPoints;
      const adultUsd = applyMarkup(prices.adultUsdCents, markup);
      const childUsd = applyMarkup(prices.childUsdCents, markup);
      const perAdultMinor = usdCentsToMinor(adultUsd, currency.ratePerUsd, currency.minorUnits);
      const perChildMinor = usdCentsToMinor(childUsd, currency.ratePerUsd, currency.minorUnits);
      const totalMinor =
        matches && quoted.currencyCode === currency.code
          ? quoted.totalMinor
          : perAdultMinor * input.adults + perChildMinor * input.children;
      return {
        productRef: resource.resourceId,
        quantity: 1,
        unitAmountMinor: totalMinor,
        unitUsdCents: adultUsd * input.adults + childUsd * input.children,
        snapshot: bookingSnapshot(
          input,
          resource,
          hub,
          { perAdultMinor, perChildMinor, currencyCode: currency.code },
          { capacityPerSlot: resource.capacityPerSlot, supplierToken: prices.supplierToken },
        ) as unknown as Record<string, unknown>,
      };
    },

    inputOf(line) {
      const s = storedSnapshot(line);
      return {
        kind,
        resourceId: s.resourceId,
        date: s.date,
        time: s.time,
        adults: s.adults,
        children: s.children,
        flightNumber: s.flightNumber,
        travellers: s.travellers,
      };
    },

    /** Takes the line's places in the order's creation transaction: a full slot refuses the order. */
    async hold(tx, line) {
      const s = storedSnapshot(line);
      const held = await holdPlaces(tx, {
        lineId: line.id,
        orderId: line.orderId,
        resourceId: s.resourceId,
        date: s.date,
        slot: s.slot,
        places: s.adults + s.children,
        capacity: s.internal.capacityPerSlot,
      });
      if (!held) throw soldOut();
      return { until: new Date(now().getTime() + HOLD_MINUTES * 60_000) };
    },

    paid: keepPaidHolds,

    /**
     * The places go back; a booking the traveller cancelled is marked so (its pass void from now)
     * and, once booked with the supplier, voided there by a job.
     */
    async release(tx, line, cause) {
      await releasePlaces(tx, line.id);
      if (cause.kind !== 'refunded' || cause.reason !== 'traveller_cancelled') return;
      const [cancelled] = await tx
        .update(airportBookings)
        .set({ cancelledAt: now() })
        .where(and(eq(airportBookings.orderLineId, line.id), isNull(airportBookings.cancelledAt)))
        .returning({ reference: airportBookings.providerReference });
      if (cancelled?.reference) await enqueueJob(tx, { kind: VOID_AIRPORT_PASS, key: line.id });
    },

    // Free until 24 hours before the slot, in the airport's time zone.
    cancellation(line, at) {
      const problem = cancellationProblem(publicSnapshot(line), at);
      return problem ? { allowed: false, message: problem } : { allowed: true };
    },

    /**
     * Idempotent by line id: the supplier answers a repeated booking for the same line with the
     * same pass, and the pass id is written only where none is yet.
     */
    async fulfil(line, context) {
      const s = storedSnapshot(line);
      const booking = await bookingOf(db, line.id);
      if (!booking) throw new Error(`order line ${line.id} holds no places`);
      if (!booking.passId) {
        // Under the order's lock, as the traveller's cancel takes it: the two never interleave,
        // and a cancel that won (the line refunded) leaves nothing to book.
        const stage = await context.locked(async (tx, current) => {
          if (current.status !== 'pending') return 'refunded' as const;
          const held = await reholdPlaces(tx, line.id, s.internal.capacityPerSlot);
          return held ? ('held' as const) : ('full' as const);
        });
        if (stage === 'refunded') return { kind: 'done' };
        // Paid after its hold ran out and the slot filled meanwhile: retries, then a refund.
        if (stage === 'full') throw new Error(`the slot of order line ${line.id} filled up`);
        const supplierToken =
          s.internal.supplierToken ??
          (await provider.availability({ ...s, module }))?.supplierToken ??
          null;
        const { passReference } = await provider.issuePass({
          reference: line.id,
          resourceId: s.resourceId,
          module,
          date: s.date,
          time: s.time,
          flightNumber: s.flightNumber,
          travellers: s.travellers.map((name, i) => ({ name, child: i >= s.adults })),
          supplierToken,
        });
        const kept = await context.locked(async (tx, current, complete) => {
          // Cancelled (and refunded) while the supplier was booking: that booking is not kept.
          if (current.status !== 'pending') return false;
          await tx
            .update(airportBookings)
            .set({ status: 'booked', passId: newPassId(), providerReference: passReference })
            .where(and(eq(airportBookings.orderLineId, line.id), isNull(airportBookings.passId)));
          await complete();
          return true;
        });
        if (!kept) await provider.cancelPass(passReference);
        return { kind: 'done' };
      }
      await context.locked((_tx, _line, complete) => complete());
      return { kind: 'done' };
    },

    async view(line, base, context) {
      const product = publicSnapshot(line);
      const booking = await bookingOf(db, line.id);
      const pass = booking ? passOf(secret, product, booking) : null;
      return {
        ...base,
        kind,
        product,
        delivery: pass ? { passes: [pass] } : null,
        cancellation: cancellationOf(
          product,
          booking,
          { status: line.status, orderPaid: context.orderPaid },
          context.now,
        ),
      } as never;
    },

    async cancellationNotice(line, refunded, locale) {
      const booking = await bookingOf(db, line.id);
      return airportCancellationNotice(
        publicSnapshot(line),
        booking?.passId ?? '',
        { refunded, orderId: line.orderId },
        locale,
      );
    },

    // Both airport kinds register the same handler: a booking row knows its own supplier.
    jobs: {
      [VOID_AIRPORT_PASS]: {
        async run(job) {
          const booking = await bookingOf(db, job.key);
          if (booking?.cancelledAt && booking.providerReference)
            await provider.cancelPass(booking.providerReference);
        },
      },
    },

    async receipt(line, context) {
      const product = publicSnapshot(line);
      const booking = await bookingOf(db, line.id);
      const pass = booking && passOf(secret, product, booking);
      if (!pass) throw new Error(`order line ${line.id} has no e-pass yet`);
      return airportReceiptSection(
        kind,
        product,
        pass,
        `${context.publicWebUrl}/passes/${line.orderId}`,
        context.locale,
      );
    },
  };
}
