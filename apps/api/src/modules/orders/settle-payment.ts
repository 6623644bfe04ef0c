import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { PROVISION_ESIM } from '../fulfilment/job-kinds';

/**
 * Payment success, the order becoming paid and the provisioning job are one transaction: a
 * crash leaves either nothing or all three, never a paid order without its job. `succeed`
 * records the successful payment and returns false when another request got there first.
 */
export async function settlePayment(
  db: Database,
  orderId: string,
  succeed: (tx: Database) => Promise<boolean>,
  provisionMaxAttempts = 8,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const write = tx as unknown as Database;
    if (!(await succeed(write))) return false;
    await write
      .update(orders)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'awaiting_payment')));
    await enqueueJob(write, {
      kind: PROVISION_ESIM,
      key: orderId,
      maxAttempts: provisionMaxAttempts,
    });
    return true;
  });
}
