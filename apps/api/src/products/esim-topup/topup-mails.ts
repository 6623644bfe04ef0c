import type { EsimTopupView, Locale } from '@tern/contracts';
import { type MailTexts, mailFormat, REFUNDED_TO_CARD } from '../../mail/mail-locale';
import type { ReceiptSection } from '../product-kind';
import { escapeHtml } from '../shared/escape-html';

interface TopUpTexts {
  subject: (plan: string) => string;
  added: (plan: string, what: string, destination: string, iccid: string) => string;
  amountFor: (data: string, days: string) => string;
  nothingToInstall: string;
  yourEsim: string;
  refundedSubject: (plan: string) => string;
  gaveBack: (plan: string, destination: string) => string;
}

const TEXTS: MailTexts<TopUpTexts> = {
  en: {
    subject: (plan) => `Your top-up is on your eSIM: ${plan}`,
    added: (plan, what, destination, iccid) =>
      `We added ${plan} (${what}) to your ${destination} eSIM, ICCID ${iccid}.`,
    amountFor: (data, days) => `${data} for ${days}`,
    nothingToInstall:
      'There is nothing to install: no new QR code. It starts when the plan before it ends, or at once if none is in use.',
    yourEsim: 'Your eSIM, with data used and left',
    refundedSubject: (plan) => `Your top-up was refunded: ${plan}`,
    gaveBack: (plan, destination) =>
      `You gave back ${plan} before it started. It has been taken off your ${destination} eSIM, which keeps its other plans.`,
  },
  vi: {
    subject: (plan) => `Gói nạp thêm đã có trên eSIM của bạn: ${plan}`,
    added: (plan, what, destination, iccid) =>
      `Chúng tôi đã thêm ${plan} (${what}) vào eSIM ${destination} của bạn, ICCID ${iccid}.`,
    amountFor: (data, days) => `${data} trong ${days}`,
    nothingToInstall:
      'Bạn không cần cài đặt gì: không có mã QR mới. Gói bắt đầu khi gói trước đó kết thúc, hoặc ngay lập tức nếu không có gói nào đang dùng.',
    yourEsim: 'eSIM của bạn, với dung lượng đã dùng và còn lại',
    refundedSubject: (plan) => `Gói nạp thêm đã được hoàn tiền: ${plan}`,
    gaveBack: (plan, destination) =>
      `Bạn đã trả lại ${plan} trước khi gói bắt đầu. Gói đã được gỡ khỏi eSIM ${destination} của bạn; các gói khác trên eSIM vẫn được giữ nguyên.`,
  },
  ar: {
    subject: (plan) => `أُضيفت إعادة الشحن إلى شريحة eSIM الخاصة بك: ${plan}`,
    added: (plan, what, destination, iccid) =>
      `أضفنا ${plan} (${what}) إلى شريحة eSIM الخاصة بك في ${destination}، ورقم ICCID الخاص بها ${iccid}.`,
    amountFor: (data, days) => `${data} لمدة ${days}`,
    nothingToInstall:
      'لا حاجة إلى تثبيت أي شيء، ولا إلى رمز QR جديد. تبدأ الباقة عند انتهاء الباقة التي قبلها، أو فورًا إن لم تكن هناك باقة قيد الاستخدام.',
    yourEsim: 'شريحة eSIM الخاصة بك، مع البيانات المستخدمة والمتبقية',
    refundedSubject: (plan) => `تم استرداد مبلغ إعادة الشحن: ${plan}`,
    gaveBack: (plan, destination) =>
      `أعدت ${plan} قبل أن تبدأ، فأُزيلت من شريحة eSIM الخاصة بك في ${destination}، وتبقى باقاتها الأخرى كما هي.`,
  },
};

/** A top-up's part of the receipt: nothing to install, where to watch its data. */
export function topUpReceiptSection(
  plan: EsimTopupView,
  publicWebUrl: string,
  locale: Locale,
): ReceiptSection {
  const texts = TEXTS[locale];
  const format = mailFormat(locale);
  const page = `${publicWebUrl}/esims/${plan.target.orderId}`;
  const what = texts.amountFor(
    format.dataAmount(plan.dataAmount),
    format.days(plan.duration, true),
  );
  const lines = [
    texts.added(plan.localName, what, plan.target.destinationLocalName, plan.target.iccid),
    texts.nothingToInstall,
    `${texts.yourEsim}: ${page}`,
  ];
  return {
    subject: texts.subject(plan.localName),
    text: lines,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}

/** The e-mail about a top-up the traveller gave back before it started. */
export function topUpCancellationNotice(plan: EsimTopupView, refunded: string, locale: Locale) {
  const texts = TEXTS[locale];
  return {
    subject: texts.refundedSubject(plan.localName),
    text: [
      texts.gaveBack(plan.localName, plan.target.destinationLocalName),
      REFUNDED_TO_CARD[locale](refunded),
    ],
  };
}
