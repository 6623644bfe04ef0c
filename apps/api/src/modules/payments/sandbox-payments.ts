import type { PaymentOutcome } from '@tern/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { PaymentGateway } from '../../providers/payments/payment-gateway';
import * as repo from '../orders/orders.repository';
import { settlePayment } from './settle-payment';

type Outcome = PaymentOutcome['data'];

const PRICE_CHANGED =
  'The price of this order changed before it was confirmed. No money was taken; please pay again.';

/** The sandbox's hosted card page and its 3-D Secure step, through the sandbox gateway. */
export function createSandboxPayments(deps: {
  db: Database;
  gateway: PaymentGateway;
  onPaid: () => void;
  fulfilMaxAttempts?: number;
}) {
  const { db, gateway } = deps;

  async function settle(orderId: string, succeed: Parameters<typeof settlePayment>[2]) {
    const settled = await settlePayment(db, orderId, succeed, deps.fulfilMaxAttempts);
    if (settled) deps.onPaid();
    return settled;
  }

  async function outcome(paymentId: string, orderId: string): Promise<Outcome> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const order = await repo.findOrder(db, orderId);
    return {
      paymentId,
      status: payment!.status as Outcome['status'],
      message: payment!.status === 'declined' ? payment!.failureReason : null,
      orderStatus: order!.status as Outcome['orderStatus'],
    };
  }

  return {
    async payWithCard(userId: string, orderId: string, cardNumber: string): Promise<Outcome> {
      const order = await repo.findOwnedOrder(db, orderId, userId);
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');
      if (order.status !== 'awaiting_payment')
        throw new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
      // The charge is the order's total in its own currency, as the checkout showed it.
      const charge = { currencyCode: order.currencyCode, amountMinor: order.totalMinor };
      const result = await gateway.create({
        orderId,
        money: charge,
        email: '',
        cardNumber,
      });
      const row = {
        orderId,
        provider: gateway.name,
        providerPaymentId: result.providerPaymentId,
        ...charge,
        cardBrand: result.cardBrand,
        cardLast4: result.cardLast4,
        failureReason: result.failureReason,
      };
      if (result.status === 'succeeded') {
        let paymentId = '';
        await settle(orderId, async (tx, locked) => {
          if (locked.status !== 'awaiting_payment')
            throw new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
          if (
            locked.totalMinor !== charge.amountMinor ||
            locked.currencyCode !== charge.currencyCode
          )
            throw new ApiError(409, 'ORDER_PRICE_CHANGED', PRICE_CHANGED);
          const [inserted] = await tx
            .insert(payments)
            .values({ ...row, status: 'succeeded' })
            .returning({ id: payments.id });
          paymentId = inserted!.id;
          return true;
        });
        // Settled in this request: the answer is known without reading it back.
        return { paymentId, status: 'succeeded', message: null, orderStatus: 'paid' };
      }
      const [payment] = await db
        .insert(payments)
        .values({ ...row, status: result.status })
        .returning({ id: payments.id });
      return {
        paymentId: payment!.id,
        status: result.status as Outcome['status'],
        message: result.status === 'declined' ? result.failureReason : null,
        orderStatus: 'awaiting_payment',
      };
    },

    /**
     * The 3-D Secure step. Repeated or concurrent confirmations pay once and all see the result;
     * confirming on an order another card paid meanwhile is a 409 that changes nothing.
     */
    async confirm(userId: string, paymentId: string, approve: boolean): Promise<Outcome> {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      const order = payment ? await repo.findOwnedOrder(db, payment.orderId, userId) : undefined;
      if (!payment || !order) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such payment.');
      const event = await gateway.confirm({
        approve,
        providerPaymentId: payment.providerPaymentId,
      });
      const open = and(eq(payments.id, paymentId), eq(payments.status, 'requires_action'));
      if (event.kind === 'payment-succeeded') {
        await settle(order.id, async (tx, locked) => {
          const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
          // Already succeeded (a repeated confirmation) or refused: nothing more to do.
          if (current?.status !== 'requires_action') return false;
          if (locked.status !== 'awaiting_payment')
            throw new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
          if (
            locked.totalMinor !== current.amountMinor ||
            locked.currencyCode !== current.currencyCode
          ) {
            await tx
              .update(payments)
              .set({ status: 'declined', failureReason: PRICE_CHANGED, updatedAt: new Date() })
              .where(open);
            return false;
          }
          await tx.update(payments).set({ status: 'succeeded', updatedAt: new Date() }).where(open);
          return true;
        });
      } else {
        await db
          .update(payments)
          .set({ status: 'declined', failureReason: event.failureMessage, updatedAt: new Date() })
          .where(open);
      }
      return outcome(paymentId, order.id);
    },
  };
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>;
