import {
  AIRPORT_LINE_KINDS,
  type AirportLineKind,
  type CancelLineResponse,
  type EPassListItem,
} from '@tern/contracts';
import { minorToMajor } from '@tern/domain';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airportBookings, orderLines, orders, payments } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import * as repo from '../../modules/orders/orders.repository';
import { ApiError } from '../../plugins/errors';
import type { LoungeProvider } from '../../providers/lounges/lounge-provider';
import type { Mailer } from '../../providers/mail/mailer';
import type { PaymentGateways } from '../../providers/payments/payment-gateways';
import { cancellationOf, isPaidOrder, passOf, publicSnapshot } from './airport-booking';
import { releasePlaces } from './capacity';

export const AIRPORT_CANCEL_NOTICE = 'airport-cancel-notice';

const isAirportKind = (kind: string): kind is AirportLineKind =>
  (AIRPORT_LINE_KINDS as readonly string[]).includes(kind);

const noSuchLine = () =>
  new ApiError(404, 'ORDER_NOT_FOUND', 'No such lounge or fast-track booking in your orders.');

/** E-passes and their cancellation: what the e-pass pages and the profile call. */
export function createAirportPasses(deps: {
  db: Database;
  provider: LoungeProvider;
  gateways: PaymentGateways;
  store: CatalogueStore;
  secret: string;
  now?: () => Date;
}) {
  const { db, secret } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The traveller's own passes only: the join on the order's owner is the per-object check. */
    async list(userId: string, module?: 1 | 2): Promise<EPassListItem[]> {
      const kinds = module
        ? [module === 1 ? 'lounge_pass' : 'fast_track']
        : [...AIRPORT_LINE_KINDS];
      const rows = await db
        .select({ line: orderLines, booking: airportBookings, orderStatus: orders.status })
        .from(airportBookings)
        .innerJoin(orderLines, eq(orderLines.id, airportBookings.orderLineId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orderLines.kind, kinds),
            isNotNull(airportBookings.passId),
          ),
        )
        .orderBy(desc(airportBookings.date), desc(airportBookings.slot));
      const at = now();
      return rows.map(({ line, booking, orderStatus }) => {
        const product = publicSnapshot(line);
        return {
          ...passOf(secret, product, booking)!,
          orderId: line.orderId,
          lineId: line.id,
          kind: line.kind as AirportLineKind,
          booking: product,
          cancellation: cancellationOf(product, booking, line.status, orderStatus, at),
        };
      });
    },

    /**
     * Free until 24 h before the slot (airport time): the line's amount back through the
     * order's gateway, the pass void with the supplier, the places back, an e-mail. The order row
     * is locked throughout, so a replayed or raced cancel waits, then finds it cancelled and
     * answers the same without refunding again.
     */
    async cancel(
      userId: string,
      orderId: string,
      lineId: string,
    ): Promise<CancelLineResponse['data']> {
      return db.transaction(async (tx) => {
        const write = tx as unknown as Database;
        const order = await repo.lockOrder(write, orderId);
        if (!order || order.userId !== userId) throw noSuchLine();
        const line = await repo.findLine(write, lineId);
        if (!line || line.orderId !== orderId || !isAirportKind(line.kind)) throw noSuchLine();
        const [booking] = await write
          .select()
          .from(airportBookings)
          .where(eq(airportBookings.orderLineId, lineId));
        if (!booking) throw noSuchLine();
        const currency = (await deps.store.snapshot()).currenciesByCode.get(order.currencyCode);
        const money = (minor: number) => ({
          amount: minorToMajor(minor, currency?.minorUnits ?? 2),
          minor,
          currencyCode: order.currencyCode,
        });
        const answer = (
          o: { status: string },
          l: { status: string },
          refundMinor: number,
          at: Date,
        ) => ({
          orderId,
          lineId,
          lineStatus: l.status as CancelLineResponse['data']['lineStatus'],
          orderStatus: o.status as CancelLineResponse['data']['orderStatus'],
          refund: money(refundMinor),
          cancelledAt: at.toISOString(),
        });
        if (booking.cancelledAt)
          return answer(order, line, booking.refundMinor ?? 0, booking.cancelledAt);

        // Not paid (never, a declined card, an expired hold): nothing was taken, so nothing to
        // cancel; said before the 24-hour rule, which would otherwise hide the real reason.
        if (order.status === 'awaiting_payment')
          throw new ApiError(
            409,
            'CANCELLATION_CLOSED',
            'This order has not been paid, so there is nothing to cancel: its places are freed by themselves 30 minutes after it was made.',
          );
        if (!isPaidOrder(order.status) || line.status === 'refunded' || line.status === 'failed')
          throw new ApiError(409, 'CANCELLATION_CLOSED', 'This booking was already refunded.');
        const product = publicSnapshot(line);
        const at = now();
        if (at.getTime() >= Date.parse(product.freeCancellationUntil))
          throw new ApiError(
            409,
            'CANCELLATION_CLOSED',
            `Free cancellation ended 24 hours before your slot (${product.date} ${product.slot}, airport time). This booking can no longer be cancelled or refunded.`,
          );

        if (booking.providerReference) await deps.provider.cancelPass(booking.providerReference);
        let refundMinor = 0;
        let providerRefundId: string | null = null;
        const [payment] = await write
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
          .orderBy(desc(payments.createdAt))
          .limit(1);
        if (payment) {
          refundMinor = line.amountMinor;
          const refund = await deps.gateways.get(payment.provider).refund({
            orderId,
            providerPaymentId: payment.providerPaymentId,
            money: { amountMinor: refundMinor, currencyCode: payment.currencyCode },
            partKey: lineId,
          });
          providerRefundId = refund.refundId;
        }
        await releasePlaces(write, lineId);
        await write
          .update(airportBookings)
          .set({ cancelledAt: at, refundMinor, providerRefundId })
          .where(eq(airportBookings.orderLineId, lineId));
        await write.update(orderLines).set({ status: 'refunded' }).where(eq(orderLines.id, lineId));
        const [open] = await write
          .select({ n: sql<number>`count(*)::int` })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.status} <> 'refunded'`));
        let orderStatus = order.status;
        if (open!.n === 0) {
          orderStatus = 'refunded';
          await write
            .update(orders)
            .set({ status: 'refunded', refundedAt: at })
            .where(eq(orders.id, orderId));
          if (payment)
            await write
              .update(payments)
              .set({ status: 'refunded', updatedAt: at })
              .where(eq(payments.id, payment.id));
        }
        await enqueueJob(write, { kind: AIRPORT_CANCEL_NOTICE, key: lineId });
        return answer({ status: orderStatus }, { status: 'refunded' }, refundMinor, at);
      });
    },
  };
}

export type AirportPasses = ReturnType<typeof createAirportPasses>;

/** The one e-mail saying a booking was cancelled, its pass void and what was refunded. */
export function airportCancelNoticeHandler(deps: {
  db: Database;
  mailer: Mailer;
  store: CatalogueStore;
}): JobHandler {
  return {
    async run(job) {
      const line = await repo.findLine(deps.db, job.key);
      if (!line) return;
      const [booking] = await deps.db
        .select()
        .from(airportBookings)
        .where(eq(airportBookings.orderLineId, line.id));
      if (!booking?.cancelledAt) return;
      const order = await repo.findOrder(deps.db, line.orderId);
      const product = publicSnapshot(line);
      const currency = (await deps.store.snapshot()).currenciesByCode.get(order!.currencyCode);
      const refunded = `${minorToMajor(booking.refundMinor ?? 0, currency?.minorUnits ?? 2)} ${order!.currencyCode}`;
      await deps.mailer.send({
        to: await repo.ownerEmail(deps.db, order!.userId),
        subject: `Cancelled: ${product.name}, ${product.date}`,
        text: [
          `Your booking for ${product.name} at ${product.airport.name} (${product.airport.iata}) on ${product.date} at ${product.time} is cancelled.`,
          `Its e-pass ${booking.passId ?? ''} is no longer valid.`,
          `We have refunded ${refunded} to the card you paid with (order ${order!.id}). Depending on your bank it shows within 5 to 10 days.`,
          '',
          'Questions? help@tern.travel, 24/7.',
        ].join('\n'),
      });
    },
  };
}
