import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { PaymentEvent, PaymentGateway } from '../../providers/payments/payment-gateway';
import * as repo from '../orders/orders.repository';
import { settlePayment } from './settle-payment';

/** Stripe's flow: a PaymentIntent for the order's total, then a signed webhook settles it. */
export function createStripePayments(deps: {
  db: Database;
  gateway: PaymentGateway;
  onPaid: () => void;
  fulfilMaxAttempts?: number;
}) {
  const { db, gateway } = deps;

  /** Records the event id in the same transaction as its effect: duplicates change nothing. */
  async function firstDelivery(tx: Database, eventId: string): Promise<boolean> {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ provider: 'stripe', eventId })
      .onConflictDoNothing()
      .returning();
    return inserted.length === 1;
  }

  const keepEvent = (eventId: string) =>
    db.insert(webhookEvents).values({ provider: 'stripe', eventId }).onConflictDoNothing();

  async function onSucceeded(event: PaymentEvent): Promise<void> {
    const order = event.orderId ? await repo.findOrder(db, event.orderId) : undefined;
    if (!order || event.currency !== order.currencyCode || event.amountMinor !== order.totalMinor) {
      // Never fulfil what was not paid in full; the event is kept so a person can look at it.
      await keepEvent(event.id);
      return;
    }
    const values = {
      status: 'succeeded',
      cardBrand: event.cardBrand,
      cardLast4: event.cardLast4,
      updatedAt: new Date(),
    };
    try {
      const settled = await settlePayment(
        db,
        order.id,
        async (tx) => {
          if (!(await firstDelivery(tx, event.id))) return false;
          const updated = await tx
            .update(payments)
            .set(values)
            .where(
              and(
                eq(payments.provider, 'stripe'),
                eq(payments.providerPaymentId, event.providerPaymentId!),
                ne(payments.status, 'succeeded'),
              ),
            )
            .returning({ id: payments.id });
          if (updated.length === 0) {
            const inserted = await tx
              .insert(payments)
              .values({
                orderId: order.id,
                provider: 'stripe',
                providerPaymentId: event.providerPaymentId,
                currencyCode: order.currencyCode,
                amountMinor: order.totalMinor,
                ...values,
              })
              .onConflictDoNothing()
              .returning({ id: payments.id });
            if (inserted.length === 0) return false;
          }
          return true;
        },
        deps.fulfilMaxAttempts,
      );
      if (settled) deps.onPaid();
    } catch (error) {
      // Paid by another intent meanwhile: acknowledged and kept for a person to refund.
      if (!(error instanceof ApiError && error.code === 'ORDER_ALREADY_PAID')) throw error;
      await keepEvent(event.id);
    }
  }

  async function onFailed(event: PaymentEvent): Promise<void> {
    await db.transaction(async (tx) => {
      const write = tx as unknown as Database;
      if (!(await firstDelivery(write, event.id))) return;
      await write
        .update(payments)
        .set({
          status: 'declined',
          failureReason: event.failureMessage ?? 'The card was declined.',
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(payments.provider, 'stripe'),
            eq(payments.providerPaymentId, event.providerPaymentId!),
            ne(payments.status, 'succeeded'),
          ),
        );
    });
  }

  return {
    async startPayment(userId: string, orderId: string) {
      const order = await repo.findOwnedOrder(db, orderId, userId);
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');
      if (order.status !== 'awaiting_payment')
        throw new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
      const charge = { currencyCode: order.currencyCode, amountMinor: order.totalMinor };
      const intent = await gateway.create({
        orderId,
        money: charge,
        email: await repo.ownerEmail(db, userId),
      });
      const [payment] = await db
        .insert(payments)
        .values({
          orderId,
          provider: 'stripe',
          providerPaymentId: intent.providerPaymentId,
          status: 'requires_action',
          ...charge,
        })
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerPaymentId],
          set: { updatedAt: new Date() },
        })
        .returning({ id: payments.id });
      return { paymentId: payment!.id, clientSecret: intent.clientSecret ?? '' };
    },

    /** A forged or stale signature is refused before anything is written. */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      let event: PaymentEvent;
      try {
        event = await gateway.confirm({ rawBody, signature: signature ?? '' });
      } catch {
        throw new ApiError(
          400,
          'INVALID_SIGNATURE',
          'The webhook signature is missing, wrong or too old.',
        );
      }
      const [seen] = await db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, 'stripe'), eq(webhookEvents.eventId, event.id)));
      if (seen) return { duplicate: true };
      if (event.kind === 'payment-succeeded') await onSucceeded(event);
      else if (event.kind === 'payment-failed') await onFailed(event);
      else await keepEvent(event.id);
      return { duplicate: false };
    },
  };
}

export type StripePayments = ReturnType<typeof createStripePayments>;
