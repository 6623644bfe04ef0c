import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimProfiles, orders } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { type JobHandler, RetryLater } from '../../jobs/runner';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import type { CatalogueStore } from '../catalog/catalog.store';
import { SEND_RECEIPT } from './job-kinds';

/** While no eSIM can be had, look again this often; the order shows "waiting" meanwhile. */
const OUT_OF_STOCK_RETRY_MS = 60_000;
const PROVISIONABLE = ['paid', 'waiting_for_stock'];

/**
 * Gets the order its eSIM, once. Safe to run again at any point: the provider returns the same
 * profile for the same order, the assignment insert is keyed by order id, and the order only
 * moves forward from paid or waiting.
 */
export function provisionEsimHandler(deps: {
  db: Database;
  provider: EsimProvider;
  store: CatalogueStore;
}): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const [order] = await db.select().from(orders).where(eq(orders.id, job.key));
      if (!order || !PROVISIONABLE.includes(order.status)) return;
      const bundle = (await deps.store.snapshot()).bundlesById.get(order.bundleId)!;
      const result = await deps.provider.provision({
        orderId: order.id,
        packageCode: bundle.packageCode,
        destinationIso: bundle.countryId?.replace('ctry_', '').toUpperCase() ?? null,
        dataAmountMb: bundle.dataAmountMb,
        durationDays: bundle.durationDays,
      });
      if (result.kind === 'out-of-stock') {
        await db
          .update(orders)
          .set({ status: 'waiting_for_stock' })
          .where(and(eq(orders.id, order.id), eq(orders.status, 'paid')));
        throw new RetryLater(OUT_OF_STOCK_RETRY_MS, 'no eSIM in stock');
      }
      await db.transaction(async (tx) => {
        const write = tx as unknown as Database;
        await write
          .insert(esimProfiles)
          .values({
            provider: deps.provider.name,
            ...result.profile,
            status: 'assigned',
            orderId: order.id,
            initialDataMb: bundle.dataAmountMb,
            assignedAt: new Date(),
          })
          .onConflictDoNothing({ target: esimProfiles.orderId });
        await write
          .update(orders)
          .set({ status: 'fulfilled', fulfilledAt: new Date() })
          .where(and(eq(orders.id, order.id), inArray(orders.status, PROVISIONABLE)));
        await enqueueJob(write, { kind: SEND_RECEIPT, key: order.id });
      });
    },

    /** Out of retries (provider down): keep the honest "preparing" state and flag a refund. */
    async onDead(job) {
      await db
        .update(orders)
        .set({ status: 'provisioning_failed', refundFlaggedAt: new Date() })
        .where(and(eq(orders.id, job.key), inArray(orders.status, PROVISIONABLE)));
    },
  };
}
