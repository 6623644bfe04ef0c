import type { PaymentOutcome } from '@tern/contracts';
import { and, eq } from 'drizzle-orm';
import { type Database, isUniqueViolation } from '../../db/client';
import { payments } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { cardBrand, decideSandboxCard, isLuhnValid } from '../../providers/payments/sandbox-cards';
import * as repo from './orders.repository';
import { settlePayment } from './settle-payment';

type Outcome = PaymentOutcome['data'];

const DECLINED = 'Your card was declined. No money was taken; please try another card.';
const UNKNOWN_TEST_CARD =
  'The sandbox only accepts its test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for confirmation.';

export function createPaymentsService(deps: {
  db: Database;
  onPaid: () => void;
  provisionMaxAttempts?: number;
}) {
  const { db } = deps;

  async function settle(
    orderId: string,
    succeed: (tx: Database) => Promise<boolean>,
  ): Promise<boolean> {
    const settled = await settlePayment(db, orderId, succeed, deps.provisionMaxAttempts);
    if (settled) deps.onPaid();
    return settled;
  }

  async function outcome(
    paymentId: string,
    orderId: string,
    message: string | null = null,
  ): Promise<Outcome> {
    const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const order = await repo.findOrder(db, orderId);
    return {
      paymentId,
      status: payment!.status as Outcome['status'],
      message: payment!.status === 'declined' ? (payment!.failureReason ?? message) : message,
      orderStatus: order!.status as Outcome['orderStatus'],
    };
  }

  return {
    async payWithSandboxCard(
      userId: string,
      orderId: string,
      cardNumber: string,
    ): Promise<Outcome> {
      const order = await repo.findOwnedOrder(db, orderId, userId);
      if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');
      if (order.status !== 'awaiting_payment')
        throw new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
      if (!isLuhnValid(cardNumber))
        throw new ApiError(400, 'INVALID_CARD', 'That card number is not valid. Please check it.');
      const decision = decideSandboxCard(cardNumber);
      const card = {
        orderId,
        provider: 'sandbox',
        amountUsdCents: order.priceUsdCents,
        cardBrand: cardBrand(cardNumber),
        cardLast4: cardNumber.slice(-4),
      };
      if (decision === 'succeed') {
        let paymentId = '';
        try {
          await settle(orderId, async (tx) => {
            const [row] = await tx
              .insert(payments)
              .values({ ...card, status: 'succeeded' })
              .returning({ id: payments.id });
            paymentId = row!.id;
            return true;
          });
        } catch (error) {
          // The partial unique index refused a second success: this order was paid meanwhile.
          if (isUniqueViolation(error))
            throw new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
          throw error;
        }
        return outcome(paymentId, orderId);
      }
      const [payment] = await db
        .insert(payments)
        .values({
          ...card,
          status: decision === 'challenge' ? 'requires_action' : 'declined',
          failureReason:
            decision === 'decline' ? DECLINED : decision === 'unknown' ? UNKNOWN_TEST_CARD : null,
        })
        .returning();
      return outcome(payment!.id, orderId);
    },

    /** The 3-D Secure step. Repeated or concurrent confirmations pay once and all see the result. */
    async confirm(userId: string, paymentId: string, approve: boolean): Promise<Outcome> {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      const order = payment ? await repo.findOwnedOrder(db, payment.orderId, userId) : undefined;
      if (!payment || !order) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'No such payment.');
      if (approve) {
        // Concurrent confirmations queue on the row lock; only the first finds requires_action.
        await settle(order.id, async (tx) => {
          const claimed = await tx
            .update(payments)
            .set({ status: 'succeeded', updatedAt: new Date() })
            .where(and(eq(payments.id, paymentId), eq(payments.status, 'requires_action')))
            .returning({ id: payments.id });
          return claimed.length === 1;
        });
      } else {
        await db
          .update(payments)
          .set({
            status: 'declined',
            failureReason: 'The payment was not confirmed. No money was taken.',
            updatedAt: new Date(),
          })
          .where(and(eq(payments.id, paymentId), eq(payments.status, 'requires_action')));
      }
      return outcome(paymentId, order.id);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
