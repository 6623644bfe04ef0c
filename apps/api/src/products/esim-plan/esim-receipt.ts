import type { EsimPlanView, Locale } from '@tern/contracts';
import QRCode from 'qrcode';
import { type MailTexts, mailFormat, REFUNDED_TO_CARD } from '../../mail/mail-locale';
import type { ReceiptSection } from '../product-kind';
import { escapeHtml } from '../shared/escape-html';
import type { esimDelivery } from './esim-delivery';

interface EsimReceiptTexts {
  subject: (plan: string) => string;
  ready: (plan: string) => string;
  plan: (data: string, days: string) => string;
  installBefore: string;
  iphone: string;
  orScan: string;
  byHand: (smdp: string, code: string) => string;
  lpa: string;
  scanHint: string;
  qrAlt: string;
  installOnIphone: string;
  yourOrder: string;
  smdp: string;
  activationCode: string;
  refundedSubject: (plan: string) => string;
  gaveBack: (plan: string) => string;
}

const TEXTS: MailTexts<EsimReceiptTexts> = {
  en: {
    subject: (plan) => `Your Tern eSIM is ready: ${plan}`,
    ready: (plan) => `Your eSIM for ${plan} is ready.`,
    plan: (data, days) =>
      `Plan: ${data}, ${days}. It starts when the eSIM first connects at your destination.`,
    installBefore: 'Install it before you fly, on Wi-Fi:',
    iphone: 'iPhone (iOS 17.4 or later)',
    orScan: 'Or scan the QR code on your order page',
    byHand: (smdp, code) => `Or enter it by hand: SM-DP+ address ${smdp}, activation code ${code}`,
    lpa: 'Activation code (LPA)',
    scanHint:
      'Scan this code from another screen: Settings → Mobile data → Add eSIM → Use QR code.',
    qrAlt: 'eSIM QR code',
    installOnIphone: 'Install on iPhone (iOS 17.4+)',
    yourOrder: 'Your order',
    smdp: 'SM-DP+ address',
    activationCode: 'Activation code',
    refundedSubject: (plan) => `Your eSIM was refunded: ${plan}`,
    gaveBack: (plan) =>
      `You gave back your eSIM for ${plan}. It has been switched off and can no longer be installed.`,
  },
  vi: {
    subject: (plan) => `eSIM Tern của bạn đã sẵn sàng: ${plan}`,
    ready: (plan) => `eSIM cho gói ${plan} của bạn đã sẵn sàng.`,
    plan: (data, days) =>
      `Gói: ${data}, ${days}. Gói bắt đầu khi eSIM kết nối lần đầu tại điểm đến.`,
    installBefore: 'Hãy cài đặt khi có Wi-Fi trước khi bay:',
    iphone: 'iPhone (iOS 17.4 trở lên)',
    orScan: 'Hoặc quét mã QR trên trang đơn hàng',
    byHand: (smdp, code) => `Hoặc nhập thủ công: địa chỉ SM-DP+ ${smdp}, mã kích hoạt ${code}`,
    lpa: 'Mã kích hoạt đầy đủ (LPA)',
    scanHint: 'Quét mã này từ một màn hình khác: Cài đặt → Di động → Thêm eSIM → Dùng mã QR.',
    qrAlt: 'Mã QR của eSIM',
    installOnIphone: 'Cài trên iPhone (iOS 17.4 trở lên)',
    yourOrder: 'Đơn hàng của bạn',
    smdp: 'Địa chỉ SM-DP+',
    activationCode: 'Mã kích hoạt',
    refundedSubject: (plan) => `eSIM của bạn đã được hoàn tiền: ${plan}`,
    gaveBack: (plan) =>
      `Bạn đã trả lại eSIM cho gói ${plan}. eSIM đã bị tắt và không thể cài đặt được nữa.`,
  },
  ar: {
    subject: (plan) => `شريحة eSIM من Tern جاهزة: ${plan}`,
    ready: (plan) => `أصبحت شريحة eSIM الخاصة بك (${plan}) جاهزة.`,
    plan: (data, days) =>
      `الباقة: ${data}، ${days}. تبدأ عندما تتصل شريحة eSIM بالشبكة لأول مرة في وجهتك.`,
    installBefore: 'ثبّتها عبر شبكة واي فاي قبل سفرك:',
    iphone: 'iPhone (بنظام iOS 17.4 أو أحدث)',
    orScan: 'أو امسح رمز QR في صفحة طلبك',
    byHand: (smdp, code) => `أو أدخلها يدويًا: عنوان SM-DP+ هو ${smdp}، ورمز التفعيل ${code}`,
    lpa: 'رمز التفعيل الكامل (LPA)',
    scanHint: 'امسح هذا الرمز من شاشة أخرى: الإعدادات ← خدمة الجوال ← إضافة eSIM ← استخدام رمز QR.',
    qrAlt: 'رمز QR لشريحة eSIM',
    installOnIphone: 'التثبيت على iPhone (بنظام iOS 17.4 أو أحدث)',
    yourOrder: 'طلبك',
    smdp: 'عنوان SM-DP+',
    activationCode: 'رمز التفعيل',
    refundedSubject: (plan) => `تم استرداد مبلغ شريحة eSIM: ${plan}`,
    gaveBack: (plan) =>
      `أعدت شريحة eSIM الخاصة بك (${plan})، فأُوقف تشغيلها ولم يعد بالإمكان تثبيتها.`,
  },
};

/** The eSIM's part of the receipt: everything needed to install it, QR code included. */
export async function esimReceiptSection(
  plan: EsimPlanView,
  delivery: ReturnType<typeof esimDelivery>,
  orderUrl: string,
  locale: Locale,
): Promise<ReceiptSection> {
  const texts = TEXTS[locale];
  const format = mailFormat(locale);
  // The QR code travels inside the e-mail: it is needed exactly when there is no data.
  const qr = await QRCode.toBuffer(delivery.lpaString, {
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
  return {
    subject: texts.subject(plan.localName),
    text: [
      texts.ready(plan.localName),
      texts.plan(format.dataAmount(plan.dataAmount), format.days(plan.duration)),
      '',
      texts.installBefore,
      `- ${texts.iphone}: ${delivery.iosInstallUrl}`,
      `- ${texts.orScan}: ${orderUrl}`,
      `- ${texts.byHand(delivery.smdpAddress, delivery.matchingId)}`,
      '',
      `${texts.lpa}: ${delivery.lpaString}`,
      `ICCID: ${delivery.iccid}`,
    ],
    html: [
      `<h1>${escapeHtml(texts.ready(plan.localName))}</h1>`,
      `<p>${texts.scanHint}</p>`,
      `<p><img src="cid:esim-qr" width="240" height="240" alt="${texts.qrAlt}"></p>`,
      `<p><a href="${escapeHtml(delivery.iosInstallUrl)}">${texts.installOnIphone}</a> · <a href="${escapeHtml(orderUrl)}">${texts.yourOrder}</a></p>`,
      `<p>${texts.smdp}: <span dir="ltr" style="font-family:monospace">${escapeHtml(delivery.smdpAddress)}</span><br>${texts.activationCode}: <span dir="ltr" style="font-family:monospace">${escapeHtml(delivery.matchingId)}</span></p>`,
    ].join(''),
    attachments: [
      { filename: 'tern-esim-qr.png', content: qr, contentType: 'image/png', cid: 'esim-qr' },
    ],
  };
}

/** The e-mail about an eSIM the traveller gave back (never installed). */
export function esimCancellationNotice(plan: EsimPlanView, refunded: string, locale: Locale) {
  const texts = TEXTS[locale];
  return {
    subject: texts.refundedSubject(plan.localName),
    text: [texts.gaveBack(plan.localName), REFUNDED_TO_CARD[locale](refunded)],
  };
}
