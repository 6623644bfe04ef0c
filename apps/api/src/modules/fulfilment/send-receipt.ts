import { formatDataAmount, formatDays } from '@tern/domain';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import type { Mailer } from '../../providers/mail/mailer';
import type { CatalogueStore } from '../catalog/catalog.store';
import { esimDelivery } from '../orders/order-view';
import * as repo from '../orders/orders.repository';

/**
 * The receipt with everything needed to install the eSIM. receipt_sent_at is set right after
 * sending, so a rerun of a finished job sends nothing.
 */
export function sendReceiptHandler(deps: {
  db: Database;
  mailer: Mailer;
  store: CatalogueStore;
  publicWebUrl: string;
}): JobHandler {
  const { db } = deps;
  return {
    async run(job) {
      const order = await repo.findOrder(db, job.key);
      if (!order || order.receiptSentAt) return;
      const profile = await repo.profileForOrder(db, order.id);
      if (!profile) throw new Error(`order ${order.id} has no eSIM yet`);
      const bundle = (await deps.store.snapshot()).bundlesById.get(order.bundleId)!;
      const delivery = esimDelivery(profile);
      // The eSIM page: QR code, codes and install steps, readable offline once opened.
      const orderUrl = `${deps.publicWebUrl}/esims/${order.id}`;
      // The QR code travels inside the e-mail: it is needed exactly when there is no data.
      const qr = await QRCode.toBuffer(delivery.lpaString, {
        errorCorrectionLevel: 'M',
        margin: 2,
        width: 320,
      });
      await deps.mailer.send({
        to: await repo.ownerEmail(db, order.userId),
        subject: `Your Tern eSIM is ready: ${bundle.name}`,
        text: [
          `Thank you for your order. Your eSIM for ${bundle.name} is ready.`,
          '',
          `Plan: ${formatDataAmount(bundle.dataAmountMb)}, ${formatDays(bundle.durationDays)}. It starts when the eSIM first connects at your destination.`,
          `Paid: ${order.displayAmount} ${order.displayCurrency} (order ${order.id}).`,
          '',
          'Install it before you fly, on Wi-Fi:',
          `- iPhone (iOS 17.4 or later): ${delivery.iosInstallUrl}`,
          `- Or scan the QR code on your order page: ${orderUrl}`,
          `- Or enter it by hand: SM-DP+ address ${delivery.smdpAddress}, activation code ${delivery.matchingId}`,
          '',
          `Activation code (LPA): ${delivery.lpaString}`,
          `ICCID: ${delivery.iccid}`,
          '',
          'Questions? help@tern.travel, 24/7.',
        ].join('\n'),
        html: receiptHtml(bundle.name, delivery, orderUrl),
        attachments: [
          { filename: 'tern-esim-qr.png', content: qr, contentType: 'image/png', cid: 'esim-qr' },
        ],
      });
      await db
        .update(orders)
        .set({ receiptSentAt: new Date() })
        .where(and(eq(orders.id, order.id), isNull(orders.receiptSentAt)));
    },
  };
}

function receiptHtml(
  planName: string,
  delivery: ReturnType<typeof esimDelivery>,
  orderUrl: string,
): string {
  const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return [
    `<h1 style="font-family:sans-serif">Your eSIM for ${escapeHtml(planName)} is ready</h1>`,
    '<p style="font-family:sans-serif">Scan this code from another screen: Settings → Mobile data → Add eSIM → Use QR code.</p>',
    '<p><img src="cid:esim-qr" width="240" height="240" alt="eSIM QR code"></p>',
    `<p style="font-family:sans-serif"><a href="${escapeHtml(delivery.iosInstallUrl)}">Install on iPhone (iOS 17.4+)</a> · <a href="${escapeHtml(orderUrl)}">Your order</a></p>`,
    `<p style="font-family:monospace">SM-DP+ address: ${escapeHtml(delivery.smdpAddress)}<br>Activation code: ${escapeHtml(delivery.matchingId)}</p>`,
  ].join('');
}
