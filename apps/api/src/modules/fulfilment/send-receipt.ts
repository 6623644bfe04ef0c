import type { Database } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import { localizedMail, type MailTexts, mailFormat, SIGN_OFF } from '../../mail/mail-locale';
import type { ProductRegistry } from '../../products/registry';
import type { Mailer } from '../../providers/mail/mailer';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { OrderLifecycle } from '../orders/lifecycle/order-lifecycle';
import * as repo from '../orders/orders.repository';

interface ReceiptTexts {
  /** The subject when the order has more than one line (one line uses its own). */
  subject: string;
  thanks: string;
  discount: (code: string, description: string, amount: string) => string;
  paid: (amount: string, orderId: string) => string;
}

const TEXTS: MailTexts<ReceiptTexts> = {
  en: {
    subject: 'Your Tern order is ready',
    thanks: 'Thank you for your order.',
    discount: (code, description, amount) => `Discount ${code} (${description}): -${amount}`,
    paid: (amount, orderId) => `Paid: ${amount} (order ${orderId}).`,
  },
  vi: {
    subject: 'Đơn hàng Tern của bạn đã sẵn sàng',
    thanks: 'Cảm ơn bạn đã đặt hàng.',
    discount: (code, description, amount) => `Giảm giá ${code} (${description}): -${amount}`,
    paid: (amount, orderId) => `Đã thanh toán: ${amount} (đơn hàng ${orderId}).`,
  },
  ar: {
    subject: 'طلبك من Tern جاهز',
    thanks: 'شكرًا لك على طلبك.',
    discount: (code, description, amount) => `الخصم ${code} (${description}): -${amount}`,
    paid: (amount, orderId) => `المبلغ المدفوع: ${amount} (رقم الطلب ${orderId}).`,
  },
};

/**
 * One receipt per order, once every line is delivered, in the language the order was placed in:
 * each line's kind writes its section. receipt_sent_at is set right after sending, so a rerun of
 * a finished job sends nothing.
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
      const { locale } = order;
      const texts = TEXTS[locale];
      // A line already cancelled and refunded on its own has nothing to deliver.
      const lines = (await repo.linesOf(db, order.id)).filter((l) => l.status !== 'refunded');
      const sections = await Promise.all(
        lines.map((line) =>
          deps.kinds.get(line.kind).receipt(line, { publicWebUrl: deps.publicWebUrl, locale }),
        ),
      );
      const currency = (await deps.store.snapshot()).currenciesByCode.get(order.currencyCode);
      const format = mailFormat(locale);
      const amount = (minor: number) =>
        format.money(minor, order.currencyCode, currency?.minorUnits ?? 2);
      // Each code the traveller used, with what it took off (the order's adjustments).
      const discounts = (await repo.adjustmentsOf(db, order.id)).map((a) =>
        texts.discount(a.code ?? '', a.description, amount(-a.amountMinor)),
      );
      await deps.mailer.send(
        localizedMail(locale, {
          to: await repo.ownerEmail(db, order.userId),
          subject: sections.length === 1 ? sections[0]!.subject : texts.subject,
          text: [
            texts.thanks,
            '',
            ...sections.flatMap((s) => [...s.text, '']),
            ...discounts,
            texts.paid(amount(order.totalMinor), order.id),
            '',
            SIGN_OFF[locale],
          ],
          html: sections.map((s) => s.html).join('<hr>'),
          attachments: sections.flatMap((s) => s.attachments ?? []),
        }),
      );
      await deps.lifecycle.markReceiptSent(order.id);
    },
  };
}
