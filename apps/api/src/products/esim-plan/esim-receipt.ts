import type { EsimPlanSnapshot } from '@tern/contracts';
import { formatDataAmount, formatDays } from '@tern/domain';
import QRCode from 'qrcode';
import type { ReceiptSection } from '../product-kind';
import { escapeHtml } from '../shared/escape-html';
import type { esimDelivery } from './esim-delivery';

/** The eSIM's part of the receipt: everything needed to install it, QR code included. */
export async function esimReceiptSection(
  plan: EsimPlanSnapshot,
  delivery: ReturnType<typeof esimDelivery>,
  orderUrl: string,
): Promise<ReceiptSection> {
  // The QR code travels inside the e-mail: it is needed exactly when there is no data.
  const qr = await QRCode.toBuffer(delivery.lpaString, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  return {
    subject: `Your Tern eSIM is ready: ${plan.name}`,
    text: [
      `Your eSIM for ${plan.name} is ready.`,
      `Plan: ${formatDataAmount(plan.dataAmount)}, ${formatDays(plan.duration)}. It starts when the eSIM first connects at your destination.`,
      '',
      'Install it before you fly, on Wi-Fi:',
      `- iPhone (iOS 17.4 or later): ${delivery.iosInstallUrl}`,
      `- Or scan the QR code on your order page: ${orderUrl}`,
      `- Or enter it by hand: SM-DP+ address ${delivery.smdpAddress}, activation code ${delivery.matchingId}`,
      '',
      `Activation code (LPA): ${delivery.lpaString}`,
      `ICCID: ${delivery.iccid}`,
    ],
    html: [
      `<h1 style="font-family:sans-serif">Your eSIM for ${escapeHtml(plan.name)} is ready</h1>`,
      '<p style="font-family:sans-serif">Scan this code from another screen: Settings → Mobile data → Add eSIM → Use QR code.</p>',
      '<p><img src="cid:esim-qr" width="240" height="240" alt="eSIM QR code"></p>',
      `<p style="font-family:sans-serif"><a href="${escapeHtml(delivery.iosInstallUrl)}">Install on iPhone (iOS 17.4+)</a> · <a href="${escapeHtml(orderUrl)}">Your order</a></p>`,
      `<p style="font-family:monospace">SM-DP+ address: ${escapeHtml(delivery.smdpAddress)}<br>Activation code: ${escapeHtml(delivery.matchingId)}</p>`,
    ].join(''),
    attachments: [
      { filename: 'tern-esim-qr.png', content: qr, contentType: 'image/png', cid: 'esim-qr' },
    ],
  };
}
