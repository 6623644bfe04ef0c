import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookEvents } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { PaymentEvent, PaymentGateway } from '../../providers/payments/payment-gateway';
import type { OrderLifecycle } from '../orders/lifecycle/order-lifecycle';
import { paymentRefusal } from '../orders/lifecycle/order-moves';
import * as repo from '../orders/orders.repository';

/** Stripe's flow: a PaymentIntent for the order's total, then a signed webhook settles it. */
export function createStripePayments(deps: {
  db: Database;
  gateway: PaymentGateway;
  lifecycle: OrderLifecycle;
}) {
  const { db, gateway, lifecycle } = deps;

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

  /**
   * The payment settles through the lifecycle, the event id recorded in the same transaction. A
   * payment the order cannot take (paid by another intent, closed, not its total) is recorded and
   * refunded whole: nothing a traveller paid is kept without an order to show for it.
   */
  async function onSucceeded(event: PaymentEvent): Promise<void> {
    const order = event.orderId ? await repo.findOrder(db, event.orderId) : undefined;
    if (!order || !event.providerPaymentId || event.amountMinor === null || !event.currency) {
      // Not one of ours (or not readable): acknowledged and kept for a person to look at.
      await keepEvent(event.id);
      return;
    }
    await lifecycle.markPaid(
      order.id,
      {
        provider: 'stripe',
        providerPaymentId: event.providerPaymentId,
        amountMinor: event.amountMinor,
        currencyCode: event.currency,
        cardBrand: event.cardBrand,
        cardLast4: event.cardLast4,
      },
      {
        attempt: { provider: 'stripe', providerPaymentId: event.providerPaymentId },
        guard: (tx) => firstDelivery(tx, event.id),
      },
    );
  }

  async function onFailed(event: PaymentEvent): Promise<void> {
    const order = event.orderId ? await repo.findOrder(db, event.orderId) : undefined;
    if (!order || !event.providerPaymentId) {
      await keepEvent(event.id);
      return;
    }
    // Declining is idempotent and never touches a succeeded payment, so the event is recorded
    // after it: a crash between the two replays the decline, not loses it.
    await lifecycle.declinePayment(
      order.id,
      { provider: 'stripe', providerPaymentId: event.providerPaymentId },
      event.failureMessage ?? 'The card was declined.',
    );
    await keepEvent(event.id);
  }

  return {
    async startPayment(userId: string, orderId: string) {
      const order = await repo.findOwnedOrder(db, orderId, userId);
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');
      const refusal = paymentRefusal(order.status);
      if (refusal) throw refusal;
      const charge = { currencyCode: order.currencyCode, amountMinor: order.totalMinor };
      const intent = await gateway.create({
        orderId,
        money: charge,
        email: await repo.ownerEmail(db, userId),
      });
      const paymentId = await lifecycle.recordAttempt(orderId, {
        provider: 'stripe',
        providerPaymentId: intent.providerPaymentId,
        ...charge,
        cardBrand: null,
        cardLast4: null,
        status: 'requires_action',
        failureReason: null,
      });
      return { paymentId, clientSecret: intent.clientSecret ?? '' };
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
