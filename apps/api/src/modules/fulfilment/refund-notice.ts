import type { Database } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import {
  localizedMail,
  type MailTexts,
  mailFormat,
  REFUNDED_TO_CARD,
  SIGN_OFF,
} from '../../mail/mail-locale';
import type { ProductRegistry } from '../../products/registry';
import type { Mailer } from '../../providers/mail/mailer';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { OrderRow, RefundRow } from '../orders/order-rows';
import * as repo from '../orders/orders.repository';

interface RefundTexts {
  extraSubject: string;
  extraReached: (amount: string, orderId: string) => string;
  extraBack: string;
  subject: (name: string) => string;
  notDelivered: (name: string) => string;
  youCancelled: (name: string) => string;
}

const TEXTS: MailTexts<RefundTexts> = {
  en: {
    extraSubject: 'Your extra Tern payment was refunded',
    extraReached: (amount, orderId) =>
      `A payment of ${amount} reached us for order ${orderId}, which could no longer take it (already paid, closed, or its price had changed).`,
    extraBack:
      'We have refunded it to the card it came from. Depending on your bank it shows within 5 to 10 days.',
    subject: (name) => `Your Tern order was refunded: ${name}`,
    notDelivered: (name) => `We are sorry: we could not deliver ${name}.`,
    youCancelled: (name) => `You cancelled ${name}.`,
  },
  vi: {
    extraSubject: 'Khoản thanh toán dư cho Tern đã được hoàn lại',
    extraReached: (amount, orderId) =>
      `Chúng tôi nhận được khoản thanh toán ${amount} cho đơn hàng ${orderId}, nhưng đơn hàng không thể nhận thêm (đã thanh toán, đã đóng, hoặc giá đã thay đổi).`,
    extraBack:
      'Chúng tôi đã hoàn khoản này về thẻ đã dùng để thanh toán. Tuỳ ngân hàng, khoản này sẽ hiển thị trong vòng 5 đến 10 ngày.',
    subject: (name) => `Đơn hàng Tern của bạn đã được hoàn tiền: ${name}`,
    notDelivered: (name) => `Chúng tôi rất tiếc: chúng tôi không thể giao ${name}.`,
    youCancelled: (name) => `Bạn đã huỷ ${name}.`,
  },
  ar: {
    extraSubject: 'تم استرداد مبلغ دفعتك الإضافية إلى Tern',
    extraReached: (amount, orderId) =>
      `وصلتنا دفعة بمبلغ ${amount} للطلب ${orderId}، ولم يعد بإمكان الطلب قبولها (دُفع من قبل، أو أُغلق، أو تغيّر سعره).`,
    extraBack:
      'أعدنا المبلغ إلى البطاقة التي دُفع بها. وبحسب البنك الذي تتعامل معه، يظهر المبلغ خلال 5 إلى 10 أيام.',
    subject: (name) => `تم استرداد مبلغ طلبك من Tern: ${name}`,
    notDelivered: (name) => `نأسف، لم نتمكن من تسليم ${name}.`,
    youCancelled: (name) => `ألغيت ${name}.`,
  },
};

/**
 * One e-mail per refund, once the gateway took it, in the order's language: why the money came
 * back, how much, and when the bank shows it. A line the traveller cancelled is told in its kind's
 * words.
 */
export function refundNoticeHandler(deps: {
  db: Database;
  mailer: Mailer;
  store: CatalogueStore;
  kinds: ProductRegistry;
}): JobHandler {
  const { db } = deps;

  async function notice(refund: RefundRow, order: OrderRow, amount: string) {
    const { locale } = order;
    const texts = TEXTS[locale];
    const line = refund.orderLineId ? await repo.findLine(db, refund.orderLineId) : undefined;
    const name = line ? String(line.snapshot.name ?? line.kind) : '';
    if (line && refund.reason === 'traveller_cancelled') {
      const own = await deps.kinds.get(line.kind).cancellationNotice?.(line, amount, locale);
      if (own) return own;
    }
    if (refund.reason === 'order_not_payable')
      return {
        subject: texts.extraSubject,
        text: [texts.extraReached(amount, order.id), texts.extraBack],
      };
    return {
      subject: texts.subject(name),
      text: [
        refund.reason === 'delivery_failed' ? texts.notDelivered(name) : texts.youCancelled(name),
        REFUNDED_TO_CARD[locale](amount, order.id),
      ],
    };
  }

  return {
    async run(job) {
      const refund = await repo.findRefund(db, job.key);
      if (refund?.status !== 'succeeded') return;
      const order = (await repo.findOrder(db, refund.orderId))!;
      const currency = (await deps.store.snapshot()).currenciesByCode.get(refund.currencyCode);
      const amount = mailFormat(order.locale).money(
        refund.amountMinor,
        refund.currencyCode,
        currency?.minorUnits ?? 2,
      );
      const { subject, text } = await notice(refund, order, amount);
      await deps.mailer.send(
        localizedMail(order.locale, {
          to: await repo.ownerEmail(db, order.userId),
          subject,
          text: [...text, '', SIGN_OFF[order.locale]],
        }),
      );
    },
  };
}
