import type { EsimAlert, EsimPlanSnapshot, Locale } from '@tern/contracts';
import { type MailTexts, mailFormat } from '../../mail/mail-locale';

interface AlertTexts {
  subject: Record<EsimAlert, (bundle: string) => string>;
  used80: (bundle: string, left: string | null) => string;
  used100: (bundle: string) => string;
  endsOn: (bundle: string, at: string) => string;
  endsWithinDay: (bundle: string) => string;
  left: (remaining: string, initial: string) => string;
  nextStarts: (next: string) => string;
  addPlan: string;
  daysRunOut: string;
  throttled: (perDay: string, kbps: string) => string;
  stopped: string;
  whenUsedUp: string;
  topUp: string;
  lateReports: string;
}

/** The usage alert e-mails' words (80 %, 100 %, a day before the end). */
export const ALERT_TEXTS: MailTexts<AlertTexts> = {
  en: {
    subject: {
      used_80: (bundle) => `You have used 80% of your data: ${bundle}`,
      used_100: (bundle) => `Your data is used up: ${bundle}`,
      expires_soon: (bundle) => `Your plan ends in less than a day: ${bundle}`,
    },
    used80: (bundle, left) =>
      `You have used 80% of the data on ${bundle}${left ? ` (${left})` : ''}.`,
    used100: (bundle) => `You have used all the data on ${bundle}.`,
    endsOn: (bundle, at) => `${bundle} ends on ${at}.`,
    endsWithinDay: (bundle) => `${bundle} ends within a day.`,
    left: (remaining, initial) => `${remaining} left of ${initial}`,
    nextStarts: (next) => ` Your next plan on this eSIM, ${next}, starts then by itself.`,
    addPlan: ' Add a plan to keep your data: it goes on the same eSIM, with no new QR code.',
    daysRunOut: 'When the days run out, data stops.',
    throttled: (perDay, kbps) =>
      `After ${perDay} a day your speed drops to ${kbps} kbps until midnight local time.`,
    stopped: 'Data has stopped on this plan.',
    whenUsedUp: 'When it is used up, data stops.',
    topUp: 'Top up this eSIM',
    lateReports:
      'Networks report usage up to 2 hours late, so the figure may trail what your phone shows.',
  },
  vi: {
    subject: {
      used_80: (bundle) => `Bạn đã dùng 80% dữ liệu: ${bundle}`,
      used_100: (bundle) => `Bạn đã dùng hết dữ liệu: ${bundle}`,
      expires_soon: (bundle) => `Gói của bạn sẽ hết hạn trong chưa đầy một ngày: ${bundle}`,
    },
    used80: (bundle, left) =>
      `Bạn đã dùng 80% dữ liệu của gói ${bundle}${left ? ` (${left})` : ''}.`,
    used100: (bundle) => `Bạn đã dùng hết dữ liệu của gói ${bundle}.`,
    endsOn: (bundle, at) => `Gói ${bundle} hết hạn vào ${at}.`,
    endsWithinDay: (bundle) => `Gói ${bundle} hết hạn trong vòng một ngày.`,
    left: (remaining, initial) => `còn ${remaining} trên tổng ${initial}`,
    nextStarts: (next) => ` Gói tiếp theo trên eSIM này, ${next}, sẽ tự động bắt đầu khi đó.`,
    addPlan:
      ' Hãy thêm gói để tiếp tục dùng dữ liệu: gói được thêm vào chính eSIM này, không cần mã QR mới.',
    daysRunOut: 'Khi hết số ngày của gói, dữ liệu sẽ ngừng.',
    throttled: (perDay, kbps) =>
      `Sau ${perDay} mỗi ngày, tốc độ giảm xuống ${kbps} kbps đến nửa đêm giờ địa phương.`,
    stopped: 'Dữ liệu của gói này đã ngừng.',
    whenUsedUp: 'Khi dùng hết, dữ liệu sẽ ngừng.',
    topUp: 'Nạp thêm cho eSIM này',
    lateReports:
      'Nhà mạng có thể báo dung lượng đã dùng chậm tới 2 giờ, nên con số này có thể thấp hơn số trên điện thoại của bạn.',
  },
  ar: {
    subject: {
      used_80: (bundle) => `استخدمت 80% من بياناتك: ${bundle}`,
      used_100: (bundle) => `نفدت بياناتك: ${bundle}`,
      expires_soon: (bundle) => `تنتهي باقتك خلال أقل من يوم: ${bundle}`,
    },
    used80: (bundle, left) => `استخدمت 80% من بيانات ${bundle}${left ? ` (${left})` : ''}.`,
    used100: (bundle) => `استخدمت كل بيانات ${bundle}.`,
    endsOn: (bundle, at) => `تنتهي ${bundle} بتاريخ ${at}.`,
    endsWithinDay: (bundle) => `تنتهي ${bundle} خلال يوم.`,
    left: (remaining, initial) => `المتبقي ${remaining} من ${initial}`,
    nextStarts: (next) => ` وستبدأ باقتك التالية على شريحة eSIM هذه، ${next}، تلقائيًا عندئذٍ.`,
    addPlan: ' أضف باقة لتستمر بياناتك: تُضاف إلى شريحة eSIM نفسها، دون رمز QR جديد.',
    daysRunOut: 'عندما تنتهي مدة الصلاحية، تتوقف البيانات.',
    throttled: (perDay, kbps) =>
      `بعد ${perDay} يوميًا تنخفض سرعتك إلى ${kbps} kbps حتى منتصف الليل بالتوقيت المحلي.`,
    stopped: 'توقفت البيانات على هذه الباقة.',
    whenUsedUp: 'عندما تنفد، تتوقف البيانات.',
    topUp: 'أعد شحن شريحة eSIM هذه',
    lateReports:
      'تُبلغ الشبكات عن الاستخدام بتأخير يصل إلى ساعتين، لذا قد يقل الرقم عمّا يعرضه هاتفك.',
  },
};

/** What the traveller's plan does when its data or days run out, as the plan says. */
export function whatHappensNext(
  plan: Pick<EsimPlanSnapshot, 'dataAmount' | 'fairUse'> | null,
  alert: EsimAlert,
  next: string | null,
  locale: Locale,
): string {
  const texts = ALERT_TEXTS[locale];
  const format = mailFormat(locale);
  const then = next ? texts.nextStarts(next) : texts.addPlan;
  if (alert === 'expires_soon') return `${texts.daysRunOut}${then}`;
  if (plan?.fairUse)
    return texts.throttled(
      format.dataAmount(plan.fairUse.fullSpeedMbPerDay),
      format.number(plan.fairUse.throttledKbps),
    );
  return alert === 'used_100' ? `${texts.stopped}${then}` : `${texts.whenUsedUp}${then}`;
}
