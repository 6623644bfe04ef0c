import { minorToMajor } from '@tern/domain';
import type { Database } from '../../db/client';
import type { JobHandler } from '../../jobs/runner';
import type { ProductRegistry } from '../../products/registry';
import type { Mailer } from '../../providers/mail/mailer';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { RefundRow } from '../orders/order-rows';
import * as repo from '../orders/orders.repository';

const SIGN_OFF = ['', 'Questions? help@tern.travel, 24/7.'];
const BANK_DELAY = 'Depending on your bank it shows within 5 to 10 days.';

/**
 * One e-mail per refund, once the gateway took it: why the money came back, how much, and when
 * the bank shows it. A line the traveller cancelled is told in its kind's words.
 */
export function refundNoticeHandler(deps: {
  db: Database;
  mailer: Mailer;
  store: CatalogueStore;
  kinds: ProductRegistry;
}): JobHandler {
  const { db } = deps;

  async function notice(refund: RefundRow, amount: string) {
    const order = (await repo.findOrder(db, refund.orderId))!;
    const line = refund.orderLineId ? await repo.findLine(db, refund.orderLineId) : undefined;
    const name = line ? String(line.snapshot.name ?? line.kind) : '';
    const back = `We have refunded ${amount} to the card you paid with (order ${order.id}). ${BANK_DELAY}`;
    if (line && refund.reason === 'traveller_cancelled') {
      const own = await deps.kinds.get(line.kind).cancellationNotice?.(line, amount);
      if (own) return { order, subject: own.subject, text: [...own.text, ...SIGN_OFF] };
    }
    if (refund.reason === 'order_not_payable')
      return {
        order,
        subject: 'Your extra Tern payment was refunded',
        text: [
          `A payment of ${amount} reached us for order ${order.id}, which could no longer take it (already paid, closed, or its price had changed).`,
          `We have refunded it to the card it came from. ${BANK_DELAY}`,
          ...SIGN_OFF,
        ],
      };
    return {
      order,
      subject: `Your Tern order was refunded: ${name}`,
      text: [
        refund.reason === 'delivery_failed'
          ? `We are sorry: we could not deliver ${name}.`
          : `You cancelled ${name}.`,
        back,
        ...SIGN_OFF,
      ],
    };
  }

  return {
    async run(job) {
      const refund = await repo.findRefund(db, job.key);
      if (refund?.status !== 'succeeded') return;
      const currency = (await deps.store.snapshot()).currenciesByCode.get(refund.currencyCode);
      const amount = `${minorToMajor(refund.amountMinor, currency?.minorUnits ?? 2)} ${refund.currencyCode}`;
      const { order, subject, text } = await notice(refund, amount);
      await deps.mailer.send({
        to: await repo.ownerEmail(db, order.userId),
        subject,
        text: text.join('\n'),
      });
    },
  };
}
