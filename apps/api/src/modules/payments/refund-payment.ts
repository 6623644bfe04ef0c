import type { Database } from '../../db/client';
import { type JobHandler, RetryLater } from '../../jobs/runner';
import type { PaymentGateways } from '../../providers/payments/payment-gateways';
import type { OrderLifecycle } from '../orders/lifecycle/order-lifecycle';
import { findPayment, findRefund } from '../orders/orders.repository';

/** Long enough for a gateway to answer; a run that died is taken over after it. */
const CLAIM_MS = 60_000;

/**
 * Asks the gateway for one refund of the ledger, with no lock held: the refund row is claimed
 * instead, so replayed or raced runs ask once, and the gateway's idempotency key (the refund id)
 * covers a crash between its answer and the settlement.
 */
export function refundPaymentHandler(deps: {
  db: Database;
  gateways: PaymentGateways;
  lifecycle: OrderLifecycle;
}): JobHandler {
  const { db, lifecycle } = deps;
  return {
    async run(job) {
      const claimed = await lifecycle.claimRefund(job.key, CLAIM_MS);
      if (claimed === 'done') return;
      if (claimed === 'busy') throw new RetryLater(CLAIM_MS, 'another run is asking the gateway');
      const payment = await findPayment(db, claimed.paymentId);
      let refundId: string;
      try {
        ({ refundId } = await deps.gateways.get(claimed.provider).refund({
          refundId: claimed.id,
          orderId: claimed.orderId,
          providerPaymentId: payment?.providerPaymentId ?? null,
          money: { amountMinor: claimed.amountMinor, currencyCode: claimed.currencyCode },
        }));
      } catch (error) {
        // The gateway answered (with a refusal or an outage): the next attempt may ask at once.
        await lifecycle.unclaimRefund(claimed.id);
        throw error;
      }
      await lifecycle.settleRefund(claimed, refundId);
    },

    async onDead(job, error) {
      const refund = await findRefund(db, job.key);
      if (refund)
        await lifecycle.failRefund(refund, error instanceof Error ? error.message : String(error));
    },
  };
}
