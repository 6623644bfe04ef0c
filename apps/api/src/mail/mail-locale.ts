import { describeDataAmount, INTL_LOCALES, type Locale, minorToMajor } from '@tern/domain';
import { escapeHtml } from '../products/shared/escape-html';
import type { MailMessage } from '../providers/mail/mailer';

/** Every e-mail's words in every locale: a locale left out is a type error. */
export type MailTexts<T> = { readonly [L in Locale]: T };

const UNLIMITED: MailTexts<string> = { en: 'Unlimited', vi: 'Không giới hạn', ar: 'غير محدودة' };

/** Arabic counts days in six plural forms (docs/decisions/arabic-glossary.md "Plurals"). */
function arabicDays(days: number, afterPreposition: boolean): string {
  const n = new Intl.NumberFormat(INTL_LOCALES.ar).format(days);
  switch (new Intl.PluralRules('ar').select(days)) {
    case 'one':
      return 'يوم واحد';
    case 'two':
      return afterPreposition ? 'يومين' : 'يومان';
    case 'few':
      return `${n} أيام`;
    case 'many':
      return `${n} يومًا`;
    default:
      return `${n} يوم`;
  }
}

/** Money, dates, data amounts and days written the way the e-mail's locale writes them. */
export function mailFormat(locale: Locale) {
  const intl = INTL_LOCALES[locale];
  const number = new Intl.NumberFormat(intl, { maximumFractionDigits: 2 });
  return {
    locale,
    /** "US$12.50", "12,50 US$", "‏12.50 US$". */
    money(minor: number, currencyCode: string, minorUnits: number): string {
      return new Intl.NumberFormat(intl, {
        style: 'currency',
        currency: currencyCode,
        minimumFractionDigits: minorUnits,
        maximumFractionDigits: minorUnits,
      }).format(minorToMajor(minor, minorUnits));
    },
    /** A calendar day ("2026-11-26") as words: "Thursday, 26 November 2026". */
    day(isoDate: string): string {
      return new Intl.DateTimeFormat(intl, { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${isoDate}T00:00:00Z`),
      );
    },
    /** An instant in the given time zone, which it names: "26 November 2026 at 09:30 GMT+7". */
    instant(at: Date | string, timeZone = 'UTC'): string {
      return new Intl.DateTimeFormat(intl, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        timeZoneName: 'short',
      }).format(new Date(at));
    },
    /** Units stay Latin in every locale ("1,5 GB"), per the glossary and the web. */
    dataAmount(mb: number | null | undefined): string {
      const amount = describeDataAmount(mb);
      return amount.kind === 'unlimited'
        ? UNLIMITED[locale]
        : `${number.format(amount.value)} ${amount.unit}`;
    },
    number: (value: number) => number.format(value),
    /** "30 days"; in Arabic, afterPreposition picks the dual's oblique case (لمدة يومين). */
    days(days: number, afterPreposition = false): string {
      if (locale === 'ar') return arabicDays(days, afterPreposition);
      if (locale === 'vi') return `${number.format(days)} ngày`;
      return `${number.format(days)} ${days === 1 ? 'day' : 'days'}`;
    },
  };
}
export type MailFormat = ReturnType<typeof mailFormat>;

/**
 * Right-to-left plain text: a line that opens with Latin (a code, a URL, "Tern") would be laid
 * out left to right by its first strong character, so each Arabic line starts with a RIGHT-TO-LEFT
 * MARK.
 */
const RLM = '\u200f';
const isRtl = (locale: Locale) => locale === 'ar';

/** The sign-off every e-mail ends with. */
export const SIGN_OFF: MailTexts<string> = {
  en: 'Questions? help@tern.travel, 24/7.',
  vi: 'Bạn có câu hỏi? help@tern.travel, 24/7.',
  ar: 'هل لديك أسئلة؟ راسلنا على help@tern.travel على مدار الساعة.',
};

/**
 * A whole e-mail in one locale: the plain text reads in the locale's direction, and the HTML
 * (the given body, or the text as paragraphs) is a document carrying its lang and dir.
 */
export function localizedMail(
  locale: Locale,
  message: Omit<MailMessage, 'text' | 'html'> & { text: string[]; html?: string },
): MailMessage {
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  const body =
    message.html ??
    message.text
      .filter((line) => line !== '')
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('');
  return {
    ...message,
    text: message.text.map((line) => (isRtl(locale) && line ? RLM + line : line)).join('\n'),
    html: `<!doctype html><html lang="${locale}" dir="${dir}"><head><meta charset="utf-8"></head><body dir="${dir}" style="font-family:sans-serif;text-align:start">${body}</body></html>`,
  };
}

/** Every refund e-mail says where the money went and when the bank shows it. */
export const REFUNDED_TO_CARD: MailTexts<(amount: string, orderId?: string) => string> = {
  en: (amount, orderId) =>
    `We have refunded ${amount} to the card you paid with${orderId ? ` (order ${orderId})` : ''}. Depending on your bank it shows within 5 to 10 days.`,
  vi: (amount, orderId) =>
    `Chúng tôi đã hoàn ${amount} về thẻ bạn dùng để thanh toán${orderId ? ` (đơn hàng ${orderId})` : ''}. Tuỳ ngân hàng, khoản này sẽ hiển thị trong vòng 5 đến 10 ngày.`,
  ar: (amount, orderId) =>
    `أعدنا المبلغ ${amount} إلى البطاقة التي دفعت بها${orderId ? ` (رقم الطلب ${orderId})` : ''}. وبحسب البنك الذي تتعامل معه، يظهر المبلغ خلال 5 إلى 10 أيام.`,
};
