import type { Locale } from '@tern/domain';
import { localizedMail, type MailTexts, mailFormat } from '../../mail/mail-locale';
import { escapeHtml } from '../../products/shared/escape-html';
import type { MailMessage } from '../../providers/mail/mailer';

interface LoginCodeTexts {
  /** Starts with the code, so it shows in the inbox list without opening the e-mail. */
  subject: (code: string) => string;
  intro: string;
  lasts: (minutes: string) => string;
  notYou: string;
}

const TEXTS: MailTexts<LoginCodeTexts> = {
  en: {
    subject: (code) => `${code} is your Tern sign-in code`,
    intro: 'Your Tern sign-in code is',
    lasts: (minutes) => `It works once, for the next ${minutes} minutes.`,
    notYou:
      'If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the code.',
  },
  vi: {
    subject: (code) => `${code} là mã đăng nhập Tern của bạn`,
    intro: 'Mã đăng nhập Tern của bạn là',
    lasts: (minutes) => `Mã chỉ dùng được một lần, trong ${minutes} phút tới.`,
    notYou:
      'Nếu bạn không yêu cầu đăng nhập, bạn có thể bỏ qua e-mail này: không ai đăng nhập được nếu không có mã.',
  },
  ar: {
    subject: (code) => `${code} هو رمز تسجيل الدخول إلى Tern`,
    intro: 'رمز تسجيل الدخول إلى Tern هو',
    lasts: (minutes) => `يصلح الرمز لمرة واحدة، خلال الدقائق الـ${minutes} القادمة.`,
    notYou: 'إذا لم تطلب تسجيل الدخول، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول دون الرمز.',
  },
};

/** The sign-in e-mail, in the language it was asked for: the code up front, how long it lasts. */
export function loginCodeEmail(
  to: string,
  code: string,
  minutes: number,
  locale: Locale,
): MailMessage {
  const texts = TEXTS[locale];
  const lasts = texts.lasts(mailFormat(locale).number(minutes));
  return localizedMail(locale, {
    to,
    subject: texts.subject(code),
    text: [`${texts.intro} ${code}.`, '', lasts, texts.notYou, '', 'Tern · help@tern.travel'],
    html: `<p>${texts.intro}</p><p dir="ltr" style="font-size:28px;font-weight:700;letter-spacing:4px">${escapeHtml(code)}</p><p>${lasts}</p><p>${texts.notYou}</p>`,
  });
}
