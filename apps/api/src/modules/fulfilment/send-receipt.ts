import { minorToMajor } from '@tern/domain';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import type { ProductRegistry } from '../../products/registry';
import type { Mailer } from '../../providers/mail/mailer';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { OrderLifecycle } from '../orders/lifecycle/order-lifecycle';
import * as repo from '../orders/orders.repository';

/**
 * One receipt per order, once every line is delivered: each line's kind writes its section.
 * receipt_sent_at is set right after sending, so a rerun of a finished job sends nothing.
 */
export function sendReceiptHandler(deps: {
  db: Database;
  mailer: Mailer;
  kinds: ProductRegistry;
  store: CatalogueStore;
  publicWebUrl: string;
  lifecycle: OrderLifecycle;
}): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const order = await repo.findOrder(db, job.key);
      if (!order || order.receiptSentAt) return;
      // A line already cancelled and refunded on its own has nothing to deliver.
      const lines = (await repo.linesOf(db, order.id)).filter((l) => l.status !== 'refunded');
      const sections = await Promise.all(
        lines.map((line) =>
          deps.kinds.get(line.kind).receipt(line, { publicWebUrl: deps.publicWebUrl }),
        ),
      );
      const currency = (await deps.store.snapshot()).currenciesByCode.get(order.currencyCode);
      const amount = (minor: number) =>
        `${minorToMajor(minor, currency?.minorUnits ?? 2)} ${order.currencyCode}`;
      // Each code the traveller used, with what it took off (the order's adjustments).
      const discounts = (await repo.adjustmentsOf(db, order.id)).map(
        (a) => `Discount ${a.code ?? ''} (${a.description}): -${amount(-a.amountMinor)}`,
      );
      await deps.mailer.send({
        to: await repo.ownerEmail(db, order.userId),
        subject: sections.length === 1 ? sections[0]!.subject : 'Your Tern order is ready',
        text: [
          'Thank you for your order.',
          '',
          ...sections.flatMap((s) => [...s.text, '']),
          ...discounts,
          `Paid: ${amount(order.totalMinor)} (order ${order.id}).`,
          '',
          'Questions? help@tern.travel, 24/7.',
        ].join('\n'),
        html: sections.map((s) => s.html).join('<hr>'),
        attachments: sections.flatMap((s) => s.attachments ?? []),
      });
      await deps.lifecycle.markReceiptSent(order.id);
    },
  };
}
