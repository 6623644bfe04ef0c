import type { SelfRefundReason } from '@tern/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimBundles, orderLines, orders } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { OrdersService } from '../orders/orders.service';

export const REFUND_TOP_UPS = 'refund-top-ups';

/**
 * An eSIM given back takes its plans with it: the top-ups on it not yet started are refunded
 * too, each through its own order's cancel transition, so nothing paid for is lost. Queued in
 * the transaction that refunded the eSIM (keyed by the eSIM), run once.
 */
export function queueTopUpRefunds(
  tx: Database,
  profileId: string,
  reason: SelfRefundReason | null,
): Promise<void> {
  return enqueueJob(tx, { kind: REFUND_TOP_UPS, key: profileId, payload: { reason } });
}

export function refundTopUpsHandler(deps: { db: Database; orders: OrdersService }): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const reason = (job.payload.reason as SelfRefundReason | null) ?? null;
      const topUps = await db
        .select({ lineId: orderLines.id, orderId: orders.id, userId: orders.userId })
        .from(esimBundles)
        .innerJoin(orderLines, eq(orderLines.id, esimBundles.orderLineId))
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(
          and(
            eq(esimBundles.profileId, job.key),
            eq(orderLines.kind, 'esim_topup'),
            ne(orderLines.status, 'refunded'),
          ),
        );
      // One at a time: each takes its own order's lock; a repeat refunds nothing more.
      for (const topUp of topUps)
        await deps.orders.cancelLine(topUp.userId, topUp.orderId, topUp.lineId, reason);
    },
  };
}
