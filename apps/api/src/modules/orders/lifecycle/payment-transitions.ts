import type { OrderStatus, PaymentStatus } from '@tern/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client';
import { jobs, orderLines, orders, payments } from '../../../db/schema';
import { ApiError } from '../../../plugins/errors';
import { FULFIL_LINE } from '../job-kinds';
import type { OrderRow, PaymentRow } from '../order-rows';
import { redeemCodes } from './discount-transitions';
import type { LifecycleDeps, Locking } from './order-lifecycle';
import { ORDER_MOVES, PAYMENT_MOVES, paymentRefusal } from './order-moves';
import { refundWholePayment } from './refund-ledger';

export const PRICE_CHANGED =
  'The price of this order changed before it was confirmed. No money was taken; please pay again.';

/** Which recorded attempt a gateway's answer is about. */
export type AttemptRef = { paymentId: string } | { provider: string; providerPaymentId: string };

/** What a gateway reported taking. */
export interface Charge {
  provider: string;
  providerPaymentId: string | null;
  amountMinor: number;
  currencyCode: string;
  cardBrand: string | null;
  cardLast4: string | null;
}

export type PaidOutcome =
  /** The order is paid by this payment, its lines queued for delivery. */
  | { outcome: 'paid'; paymentId: string; orderStatus: OrderStatus }
  /** Nothing changed: this payment was already settled, or the guard said so (a replay). */
  | { outcome: 'unchanged'; paymentId: string | null; orderStatus: OrderStatus }
  /** The order could not take it: the payment is recorded and given back whole. */
  | { outcome: 'refunded'; paymentId: string; orderStatus: OrderStatus; refusal: ApiError };

async function findAttempt(tx: Database, orderId: string, ref: AttemptRef) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      'paymentId' in ref
        ? and(eq(payments.id, ref.paymentId), eq(payments.orderId, orderId))
        : and(
            eq(payments.provider, ref.provider),
            eq(payments.providerPaymentId, ref.providerPaymentId),
          ),
    );
  return row;
}

/** Payments: attempts recorded, declined, and the one that pays the order. */
export function createPaymentTransitions(deps: LifecycleDeps & { now: () => Date }, l: Locking) {
  const { kinds, now } = deps;

  /** Writes the payment as `status`: the recorded attempt updated, or a new row. */
  async function writePayment(
    tx: Database,
    order: OrderRow,
    attempt: PaymentRow | undefined,
    charge: Charge,
    status: PaymentStatus,
  ): Promise<string> {
    // What the gateway says it took, which is what a refund can give back.
    const values = {
      status,
      amountMinor: charge.amountMinor,
      currencyCode: charge.currencyCode,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
      updatedAt: now(),
    };
    if (attempt) {
      await tx.update(payments).set(values).where(eq(payments.id, attempt.id));
      return attempt.id;
    }
    const [row] = await tx
      .insert(payments)
      .values({
        ...values,
        orderId: order.id,
        provider: charge.provider,
        providerPaymentId: charge.providerPaymentId,
      })
      .returning({ id: payments.id });
    return row!.id;
  }

  return {
    /**
     * recordAttempt: a payment started (waiting for 3-D Secure or a webhook) or declined at once.
     * The same gateway payment recorded twice is one row.
     */
    recordAttempt: (
      orderId: string,
      charge: Charge & { status: 'requires_action' | 'declined'; failureReason: string | null },
    ) =>
      l.locked(orderId, async (tx) => {
        const { status, failureReason, ...rest } = charge;
        const [row] = await tx
          .insert(payments)
          .values({ ...rest, orderId, status, failureReason })
          .onConflictDoUpdate({
            target: [payments.provider, payments.providerPaymentId],
            set: { updatedAt: now() },
          })
          .returning({ id: payments.id });
        return row!.id;
      }),

    /** declinePayment: a started payment was refused (the bank, the traveller, a changed price). */
    declinePayment: (orderId: string, ref: AttemptRef, failureReason: string) =>
      l.locked(orderId, async (tx) => {
        const attempt = await findAttempt(tx, orderId, ref);
        if (!attempt || !(PAYMENT_MOVES.decline.from as readonly string[]).includes(attempt.status))
          return false;
        await tx
          .update(payments)
          .set({ status: PAYMENT_MOVES.decline.to, failureReason, updatedAt: now() })
          .where(eq(payments.id, attempt.id));
        return true;
      }),

    /**
     * markPaid: the gateway took `charge`. When the order is unpaid and the charge is its total,
     * the order is paid and every line queued for delivery; otherwise the money goes back whole
     * (refund order_not_payable) and `refusal` says why. `guard` runs first in the transaction
     * (a webhook's first delivery): false changes nothing.
     */
    markPaid: (
      orderId: string,
      charge: Charge,
      options: { attempt?: AttemptRef; guard?: (tx: Database) => Promise<boolean> } = {},
    ) =>
      l.lockedWithJobs(orderId, async (tx, order): Promise<PaidOutcome> => {
        const unchanged = (paymentId: string | null): PaidOutcome => ({
          outcome: 'unchanged',
          paymentId,
          orderStatus: order.status,
        });
        if (options.guard && !(await options.guard(tx))) return unchanged(null);
        const attempt = options.attempt
          ? await findAttempt(tx, orderId, options.attempt)
          : undefined;
        if (attempt && !(PAYMENT_MOVES.succeed.from as readonly string[]).includes(attempt.status))
          return unchanged(attempt.id);
        const matches =
          charge.amountMinor === order.totalMinor && charge.currencyCode === order.currencyCode;
        const refusal =
          paymentRefusal(order.status) ??
          (matches ? null : new ApiError(409, 'ORDER_PRICE_CHANGED', PRICE_CHANGED));
        if (refusal) {
          const paymentId = await writePayment(tx, order, attempt, charge, 'refunded');
          const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
          await refundWholePayment(tx, payment!);
          return { outcome: 'refunded', paymentId, orderStatus: order.status, refusal };
        }
        const paymentId = await writePayment(tx, order, attempt, charge, PAYMENT_MOVES.succeed.to);
        await tx
          .update(orders)
          .set({ status: ORDER_MOVES.markPaid.to, paidAt: now() })
          .where(and(eq(orders.id, orderId), inArray(orders.status, ORDER_MOVES.markPaid.from)));
        // Every line's delivery job in one statement, however many lines (one round trip in the
        // hot path), which also says which kinds the order holds.
        const held = await queryRows<{ kind: string }>(
          tx,
          sql`with l as (select id, kind, order_id from ${orderLines} where order_id = ${orderId}),
            queued as (
              insert into ${jobs} (kind, key, payload, status, max_attempts, run_at)
              select ${FULFIL_LINE}, l.id::text, jsonb_build_object('orderId', l.order_id::text),
                'queued', ${deps.fulfilMaxAttempts ?? 8}, now()
              from l on conflict (kind, key) do nothing)
            select distinct kind from l`,
        );
        for (const { kind } of held) await kinds.get(kind).paid?.(tx, orderId);
        await redeemCodes(tx, orderId);
        return { outcome: 'paid', paymentId, orderStatus: ORDER_MOVES.markPaid.to };
      }),
  };
}
