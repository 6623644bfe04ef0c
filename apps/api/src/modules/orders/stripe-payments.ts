import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, webhookEvents } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { GatewayEvent, StripeGateway } from '../../providers/payments/stripe-gateway';
import * as repo from './orders.repository';
import { settlePayment } from './settle-payment';

export function createStripePayments(deps: {
  db: Database;
  gateway: StripeGateway;
  onPaid: () => void;
  provisionMaxAttempts?: number;
}) {
  const { db } = deps;

  /** Records the event id in the same transaction as its effect: duplicates change nothing. */
  async function firstDelivery(tx: Database, eventId: string): Promise<boolean> {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ provider: 'stripe', eventId })
      .onConflictDoNothing()
      .returning();
    return inserted.length === 1;
  }

  async function onSucceeded(event: GatewayEvent): Promise<void> {
    const order = event.orderId ? await repo.findOrder(db, event.orderId) : undefined;
    if (!order || event.currency !== 'usd' || event.amountUsdCents !== order.priceUsdCents) {
      // Never fulfil what was not paid in full; the event is kept so a person can look at it.
      await db
        .insert(webhookEvents)
        .values({ provider: 'stripe', eventId: event.id })
        .onConflictDoNothing();
      return;
    }
    const settled = await settlePayment(
      db,
      order.id,
      async (tx) => {
        if (!(await firstDelivery(tx, event.id))) return false;
        const values = {
          status: 'succeeded',
          cardBrand: event.cardBrand,
          cardLast4: event.cardLast4,
          updatedAt: new Date(),
        };
        const updated = await tx
          .update(payments)
          .set(values)
          .where(
            and(
              eq(payments.provider, 'stripe'),
              eq(payments.providerPaymentId, event.paymentIntentId!),
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
              providerPaymentId: event.paymentIntentId,
              amountUsdCents: order.priceUsdCents,
              ...values,
            })
            .onConflictDoNothing()
            .returning({ id: payments.id });
          if (inserted.length === 0) return false;
        }
        return true;
      },
      deps.provisionMaxAttempts,
    );
    if (settled) deps.onPaid();
  }

  async function onFailed(event: GatewayEvent): Promise<void> {
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
            eq(payments.providerPaymentId, event.paymentIntentId!),
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
      const intent = await deps.gateway.createPaymentIntent({
        orderId,
        amountUsdCents: order.priceUsdCents,
        email: await repo.ownerEmail(db, userId),
      });
      const [payment] = await db
        .insert(payments)
        .values({
          orderId,
          provider: 'stripe',
          providerPaymentId: intent.id,
          status: 'requires_action',
          amountUsdCents: order.priceUsdCents,
        })
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerPaymentId],
          set: { updatedAt: new Date() },
        })
        .returning({ id: payments.id });
      return { paymentId: payment!.id, clientSecret: intent.clientSecret };
    },

    /** A forged or stale signature is refused before anything is written. */
    async handleWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean }> {
      let event: GatewayEvent;
      try {
        event = deps.gateway.verifyEvent(rawBody, signature ?? '');
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
      else
        await db
          .insert(webhookEvents)
          .values({ provider: 'stripe', eventId: event.id })
          .onConflictDoNothing();
      return { duplicate: false };
    },
  };
}

export type StripePayments = ReturnType<typeof createStripePayments>;
