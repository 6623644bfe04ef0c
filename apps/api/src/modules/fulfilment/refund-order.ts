import { minorToMajor } from '@tern/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { orderLines, orders, payments, refunds } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { ProductRegistry } from '../../products/registry';
import type { Mailer } from '../../providers/mail/mailer';
import type { PaymentGateways } from '../../providers/payments/payment-gateways';
import type { CatalogueStore } from '../catalog/catalog.store';
import * as repo from '../orders/orders.repository';
import { REFUND_NOTICE } from './job-kinds';

/**
 * Gives the money back for an order whose line could not be delivered, through the gateway that
 * took it. The order row stays locked while the gateway is asked, so a replayed or concurrent run
 * waits and then finds the order refunded; refunds.order_id is unique besides, and Stripe gets an
 * idempotency key per order, so a crash between the gateway and the commit refunds once too.
 */
export function refundOrderHandler(deps: {
  db: Database;
  gateways: PaymentGateways;
  /** Gives back what the lines held (lounge places); optional for callers that sell none. */
  kinds?: ProductRegistry;
}): JobHandler {
  return {
    async run(job) {
      await deps.db.transaction(async (tx) => {
        const write = tx as unknown as Database;
        const order = await repo.lockOrder(write, job.key);
        if (order?.status !== 'provisioning_failed') return;
        const [payment] = await write
          .select()
          .from(payments)
          .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')))
          .orderBy(desc(payments.createdAt))
          .limit(1);
        if (!payment) throw new Error(`order ${order.id} has no successful payment to refund`);
        // Lines already refunded on their own (a cancelled lounge pass) are not refunded twice.
        const [earlier] = await queryRows<{ minor: number }>(
          write,
          sql`select coalesce(sum(amount_minor), 0)::int as minor from ${orderLines}
              where order_id = ${order.id} and status = 'refunded'`,
        );
        const money = {
          amountMinor: payment.amountMinor - earlier!.minor,
          currencyCode: payment.currencyCode,
        };
        const { refundId } = await deps.gateways.get(payment.provider).refund({
          orderId: order.id,
          providerPaymentId: payment.providerPaymentId,
          money,
        });
        await write.insert(refunds).values({
          orderId: order.id,
          paymentId: payment.id,
          provider: payment.provider,
          providerRefundId: refundId,
          ...money,
          reason: 'fulfilment gave up',
        });
        await write
          .update(payments)
          .set({ status: 'refunded', updatedAt: new Date() })
          .where(eq(payments.id, payment.id));
        await write
          .update(orderLines)
          .set({ status: 'refunded' })
          .where(eq(orderLines.orderId, order.id));
        for (const line of await repo.linesOf(write, order.id))
          await deps.kinds?.get(line.kind).release?.(write, line);
        await write
          .update(orders)
          .set({ status: 'refunded', refundedAt: new Date() })
          .where(eq(orders.id, order.id));
        await enqueueJob(write, { kind: REFUND_NOTICE, key: order.id });
      });
    },
  };
}

/** The one e-mail telling the traveller that the order could not be delivered and was refunded. */
export function refundNoticeHandler(deps: {
  db: Database;
  mailer: Mailer;
  store: CatalogueStore;
}): JobHandler {
  return {
    async run(job) {
      const order = await repo.findOrder(deps.db, job.key);
      if (!order?.refundedAt) return;
      const [refund] = await deps.db.select().from(refunds).where(eq(refunds.orderId, order.id));
      const lines = await repo.linesOf(deps.db, order.id);
      const currency = (await deps.store.snapshot()).currenciesByCode.get(refund!.currencyCode);
      const amount = `${minorToMajor(refund!.amountMinor, currency?.minorUnits ?? 2)} ${refund!.currencyCode}`;
      const names = lines.map((l) => String(l.snapshot.name ?? l.kind)).join(', ');
      await deps.mailer.send({
        to: await repo.ownerEmail(deps.db, order.userId),
        subject: `Your Tern order was refunded: ${names}`,
        text: [
          `We are sorry: we could not deliver ${names}.`,
          `We have refunded ${amount} to the card you paid with (order ${order.id}). Depending on your bank it shows within 5 to 10 days.`,
          '',
          'Questions? help@tern.travel, 24/7.',
        ].join('\n'),
      });
    },
  };
}
