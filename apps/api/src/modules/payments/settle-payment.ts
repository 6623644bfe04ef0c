import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs, orderLines, orders } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { FULFIL_LINE } from '../fulfilment/job-kinds';
import { lockOrder, type OrderRow } from '../orders/orders.repository';

/**
 * Payment success, the order becoming paid and one fulfilment job per line are one
 * transaction: a crash leaves either nothing or all of them, never a paid order without its
 * jobs. The order row is locked first, so payments for one order settle one at a time.
 * `succeed` records the successful payment and returns false when there was nothing to do (this
 * payment already succeeded, or was refused); a payment for an order that another payment
 * already paid is a 409 and, the transaction being rolled back, changes nothing.
 */
export async function settlePayment(
  db: Database,
  orderId: string,
  succeed: (tx: Database, order: OrderRow) => Promise<boolean>,
  fulfilMaxAttempts = 8,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const write = tx as unknown as Database;
    const order = await lockOrder(write, orderId);
    if (!order || !(await succeed(write, order))) return false;
    if (order.status !== 'awaiting_payment')
      throw new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
    await write
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(orders.id, orderId));
    // One statement for every line's job, however many lines: one round trip in the hot path.
    await write.execute(sql`
      insert into ${jobs} (kind, key, payload, status, max_attempts, run_at)
      select ${FULFIL_LINE}, l.id::text, jsonb_build_object('orderId', l.order_id::text), 'queued',
        ${fulfilMaxAttempts}, now()
      from ${orderLines} l where l.order_id = ${orderId}
      on conflict (kind, key) do nothing`);
    return true;
  });
}
