import type { Database } from '../../db/client';
import { type JobHandler, RetryLater } from '../../jobs/runner';
import type { ProductRegistry } from '../../products/registry';
import type { OrderLifecycle } from '../orders/lifecycle/order-lifecycle';
import { canMove } from '../orders/lifecycle/order-moves';
import { findLine, findOrder } from '../orders/orders.repository';

/**
 * One durable job per paid line: its kind delivers it and completes it through the lifecycle;
 * out of retries, the lifecycle gives the line up and refunds it.
 */
export function fulfilLineHandler(deps: {
  db: Database;
  kinds: ProductRegistry;
  lifecycle: OrderLifecycle;
}): JobHandler {
  const { db, lifecycle } = deps;
  return {
    async run(job) {
      const line = await findLine(db, job.key);
      // Delivered, or refunded (cancelled, given up) before this run: nothing to do.
      if (line?.status !== 'pending') return;
      const order = await findOrder(db, line.orderId);
      if (!order || !canMove('fulfil', order.status)) return;
      const outcome = await deps.kinds
        .get(line.kind)
        .fulfil(line, { locked: (fn) => lifecycle.withLockedLine(line, fn) });
      // Retrying cannot help: the line is given up (and refunded) now, not after every retry.
      if (outcome.kind === 'impossible') {
        await lifecycle.giveUpLine(line);
        return;
      }
      if (outcome.kind === 'waiting') {
        await lifecycle.waitForStock(order.id);
        throw new RetryLater(outcome.retryMs, 'nothing to deliver yet');
      }
    },

    async onDead(job) {
      const line = await findLine(db, job.key);
      if (line) await lifecycle.giveUpLine(line);
    },
  };
}
