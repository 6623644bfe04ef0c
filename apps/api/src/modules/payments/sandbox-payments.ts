import type { PaymentOutcome, PaymentStatus } from '@tern/contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PaymentGateway } from '../../providers/payments/payment-gateway';
import type { OrderLifecycle } from '../orders/lifecycle/order-lifecycle';
import { paymentRefusal } from '../orders/lifecycle/order-moves';
import { PRICE_CHANGED } from '../orders/lifecycle/payment-transitions';
import * as repo from '../orders/orders.repository';

type Outcome = PaymentOutcome['data'];

/** A payment as the card page reports it: a refunded one is no longer a success to show. */
const outcomeOf = (status: PaymentStatus): Outcome['status'] =>
  status === 'succeeded' || status === 'requires_action' ? status : 'declined';

/** The sandbox's hosted card page and its 3-D Secure step, through the sandbox gateway. */
export function createSandboxPayments(deps: {
  db: Database;
  gateway: PaymentGateway;
  lifecycle: OrderLifecycle;
}) {
  const { db, gateway, lifecycle } = deps;

  async function ownedOrder(userId: string, orderId: string) {
    const order = await repo.findOwnedOrder(db, orderId, userId);
    if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');
    return order;
  }

  return {
    async payWithCard(userId: string, orderId: string, cardNumber: string): Promise<Outcome> {
      const order = await ownedOrder(userId, orderId);
      // Said before the card is charged; a change after this is caught when the payment settles.
      const refusal = paymentRefusal(order.status);
      if (refusal) throw refusal;
      // The charge is the order's total in its own currency, as the checkout showed it.
      const money = { currencyCode: order.currencyCode, amountMinor: order.totalMinor };
      const result = await gateway.create({ orderId, money, email: '', cardNumber });
      const charge = {
        provider: gateway.name,
        providerPaymentId: result.providerPaymentId,
        ...money,
        cardBrand: result.cardBrand,
        cardLast4: result.cardLast4,
      };
      if (result.status === 'succeeded') {
        const paid = await lifecycle.markPaid(orderId, charge);
        // Taken but not for this order (paid meanwhile, or closed): it is already going back.
        if (paid.outcome === 'refunded') throw paid.refusal;
        return {
          paymentId: paid.paymentId!,
          status: 'succeeded',
          message: null,
          orderStatus: paid.orderStatus,
        };
      }
      const status = result.status === 'requires_action' ? 'requires_action' : 'declined';
      const paymentId = await lifecycle.recordAttempt(orderId, {
        ...charge,
        status,
        failureReason: result.failureReason,
      });
      return {
        paymentId,
        status,
        message: status === 'declined' ? result.failureReason : null,
        orderStatus: 'awaiting_payment',
      };
    },

    /**
     * The 3-D Secure step. Repeated or concurrent confirmations pay once and all see the result;
     * confirming on an order another card paid meanwhile is a 409 that changes nothing.
     */
    async confirm(userId: string, paymentId: string, approve: boolean): Promise<Outcome> {
      const payment = await repo.findPayment(db, paymentId);
      const order = payment ? await repo.findOwnedOrder(db, payment.orderId, userId) : undefined;
      if (!payment || !order) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such payment.');
      const attempt = { paymentId };
      if (payment.status === 'requires_action') {
        const refusal = paymentRefusal(order.status);
        if (refusal) {
          // Paid meanwhile by this very payment (a concurrent confirmation): its result below.
          // Paid by another one: refused before the bank is asked, so nothing is charged.
          if ((await repo.findPayment(db, paymentId))?.status !== 'succeeded') throw refusal;
        } else if (
          payment.amountMinor !== order.totalMinor ||
          payment.currencyCode !== order.currencyCode
        )
          await lifecycle.declinePayment(order.id, attempt, PRICE_CHANGED);
        else {
          const event = await gateway.confirm({
            approve,
            providerPaymentId: payment.providerPaymentId,
          });
          if (event.kind === 'payment-succeeded') {
            const paid = await lifecycle.markPaid(order.id, payment, { attempt });
            if (paid.outcome === 'refunded') throw paid.refusal;
          } else
            await lifecycle.declinePayment(
              order.id,
              attempt,
              event.failureMessage ?? 'The payment was not confirmed.',
            );
        }
      }
      const [settled, after] = await Promise.all([
        repo.findPayment(db, paymentId),
        repo.findOrder(db, order.id),
      ]);
      return {
        paymentId,
        status: outcomeOf(settled!.status),
        message: settled!.status === 'declined' ? settled!.failureReason : null,
        orderStatus: after!.status,
      };
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
