import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { refunds } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { REFUND_NOTICE } from '../job-kinds';
import type { RefundRow } from '../order-rows';
import { findRefund } from '../orders.repository';
import type { LifecycleDeps, Locking } from './order-lifecycle';
import { REFUND_MOVES } from './order-moves';

/** Refunds after they were decided: the gateway's answer, either way. */
export function createRefundTransitions(deps: LifecycleDeps & { now: () => Date }, l: Locking) {
  const { db, now } = deps;

  /** The refund, if it is still pending; undefined once settled (or unknown). */
  async function pendingRefund(refundId: string): Promise<RefundRow | undefined> {
    const refund = await findRefund(db, refundId);
    return refund?.status === 'pending' ? refund : undefined;
  }

  return {
    /**
     * claimRefund: one caller at a time asks the gateway for a pending refund, until `leaseMs`
     * from now (a caller that died is taken over after it). 'busy' while another holds it.
     */
    async claimRefund(refundId: string, leaseMs: number): Promise<RefundRow | 'busy' | 'done'> {
      const at = now();
      const [claimed] = await db
        .update(refunds)
        .set({ claimedUntil: new Date(at.getTime() + leaseMs) })
        .where(
          and(
            eq(refunds.id, refundId),
            eq(refunds.status, 'pending'),
            or(isNull(refunds.claimedUntil), lt(refunds.claimedUntil, at)),
          ),
        )
        .returning();
      if (claimed) return claimed;
      return (await pendingRefund(refundId)) ? 'busy' : 'done';
    },

    /** The claim is given up after a failed attempt, so the job's retry is not kept waiting. */
    async unclaimRefund(refundId: string): Promise<void> {
      await db.update(refunds).set({ claimedUntil: null }).where(eq(refunds.id, refundId));
    },

    /** settleRefund: the gateway took it; the traveller hears about it once. */
    settleRefund: (refund: RefundRow, providerRefundId: string) =>
      l.lockedWithJobs(refund.orderId, async (tx) => {
        const settled = await tx
          .update(refunds)
          .set({
            status: REFUND_MOVES.settle.to,
            providerRefundId,
            settledAt: now(),
            claimedUntil: null,
          })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
          .returning({ id: refunds.id });
        if (settled.length === 1) await enqueueJob(tx, { kind: REFUND_NOTICE, key: refund.id });
      }),

    /** failRefund: the gateway refused it for good; a person takes it from here. */
    failRefund: (refund: RefundRow, failureReason: string) =>
      l.locked(refund.orderId, async (tx) => {
        await tx
          .update(refunds)
          .set({
            status: REFUND_MOVES.fail.to,
            failureReason,
            settledAt: now(),
            claimedUntil: null,
          })
          .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')));
      }),
  };
}
