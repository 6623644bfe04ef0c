import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { type JobHandler, RetryLater } from '../../jobs/runner';
import type { OrderLineRow } from '../../products/product-kind';
import type { ProductRegistry } from '../../products/registry';
import { findLine, findOrder, lockOrder } from '../orders/orders.repository';
import { REFUND_ORDER, SEND_RECEIPT } from './job-kinds';

const FULFILLABLE = ['paid', 'waiting_for_stock'];

/**
 * Marks one line delivered, inside the kind's delivery transaction. The order row is locked so
 * the last of several lines to finish sees all the others and queues the one receipt.
 */
async function completeLine(tx: Database, line: OrderLineRow): Promise<void> {
  await lockOrder(tx, line.orderId);
  // A line refunded on its own (a cancelled lounge pass) does not keep the order open.
  await tx
    .update(orderLines)
    .set({ status: 'fulfilled', fulfilledAt: new Date() })
    .where(and(eq(orderLines.id, line.id), eq(orderLines.status, 'pending')));
  const [open] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${orderLines}
        where ${orderLines.orderId} = ${line.orderId}
          and ${orderLines.status} not in ('fulfilled', 'refunded')`,
  );
  if (open!.n > 0) return;
  const done = await tx
    .update(orders)
    .set({ status: 'fulfilled', fulfilledAt: new Date() })
    .where(and(eq(orders.id, line.orderId), inArray(orders.status, FULFILLABLE)))
    .returning({ id: orders.id });
  if (done.length === 1) await enqueueJob(tx, { kind: SEND_RECEIPT, key: line.orderId });
}

/** One durable job per paid line: its kind delivers it, then the order moves on. */
export function fulfilLineHandler(deps: { db: Database; kinds: ProductRegistry }): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const line = await findLine(db, job.key);
      if (!line) return;
      if (line.status === 'refunded') {
        // Cancelled before it was delivered (a lounge pass whose supplier was retrying): the
        // cancel does not close the order, so this job does, if every other line is done.
        await db.transaction((tx) => completeLine(tx as unknown as Database, line));
        return;
      }
      if (line.status !== 'pending') return;
      const order = await findOrder(db, line.orderId);
      if (!order || !FULFILLABLE.includes(order.status)) return;
      const outcome = await deps.kinds.get(line.kind).fulfil(line, (tx) => completeLine(tx, line));
      if (outcome.kind === 'waiting') {
        // Honest "waiting" on the order page while nothing can be delivered yet.
        await db
          .update(orders)
          .set({ status: 'waiting_for_stock' })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
        throw new RetryLater(outcome.retryMs, 'nothing to deliver yet');
      }
    },

    /** Out of retries: the line failed for good, so the order is refunded by its own job. */
    async onDead(job) {
      const line = await findLine(db, job.key);
      if (!line) return;
      await db.transaction(async (tx) => {
        const write = tx as unknown as Database;
        await write
          .update(orderLines)
          .set({ status: 'failed' })
          .where(and(eq(orderLines.id, line.id), ne(orderLines.status, 'fulfilled')));
        const flagged = await write
          .update(orders)
          .set({ status: 'provisioning_failed', refundFlaggedAt: new Date() })
          .where(and(eq(orders.id, line.orderId), inArray(orders.status, FULFILLABLE)))
          .returning({ id: orders.id });
        if (flagged.length === 1)
          await enqueueJob(write, { kind: REFUND_ORDER, key: line.orderId });
      });
    },
  };
}
