import {
  type EsimAlert,
  type EsimPlanSnapshot,
  type EsimTopupSnapshot,
  LOCALES,
  type Locale,
} from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { loginCodeEmail } from '../modules/accounts/login-code-email';
import { namedPlan } from '../modules/catalog/plan-names';
import { ALERT_TEXTS, whatHappensNext } from '../modules/esim-usage/alert-texts';
import { esimCancellationNotice, esimReceiptSection } from '../products/esim-plan/esim-receipt';
import { topUpCancellationNotice, topUpReceiptSection } from '../products/esim-topup/topup-mails';
import { localizedMail, mailFormat, REFUNDED_TO_CARD, SIGN_OFF } from './mail-locale';

/** Words that may stay Latin in any language: brands, codes, units (arabic-glossary.md "Names"). */
const KEPT =
  /SM-DP\+|LPA:\S+|smdp\.example\.com|ABC-123|https?:\/\/\S+|[\w.+-]+@[\w.-]+|\b(Tern|eSIM|iPhone|iOS|Wi-Fi|QR|ICCID|LPA|GB|MB|kbps|UTC|US\$|order-1)\b/g;
/** English words no Vietnamese sentence here should contain. */
const ENGLISH =
  /\b(the|your|you|and|is|are|of|for|with|ready|order|plan|data|days?|code|refunded|thank)\b/i;

const plan = {
  bundleId: 'bndl_pt_5gb_30d',
  name: 'Portugal 5 GB 30 days',
  dataAmount: 5000,
  duration: 30,
  speed: ['4G'],
  activationPolicy: 'first-connection',
  fairUse: null,
  destination: { name: 'Portugal', isoCode: 'PT', flagImageUrl: '' },
} as unknown as EsimPlanSnapshot;
const delivery = {
  iccid: '8944000000000000001',
  smdpAddress: 'smdp.example.com',
  matchingId: 'ABC-123',
  lpaString: 'LPA:1$smdp.example.com$ABC-123',
  iosInstallUrl: 'https://esimsetup.apple.com/x',
} as Parameters<typeof esimReceiptSection>[1];
const topUp = {
  name: 'Europe 1.5 GB 2 days',
  dataAmount: 1500,
  duration: 2,
  destination: { name: 'Europe', isoCode: null, flagImageUrl: '' },
  target: { orderId: 'order-1', destinationName: 'Portugal', iccid: '8944000000000000001' },
} as unknown as EsimTopupSnapshot;

/** The plan and the top-up as the kinds hand them to the e-mails: named in the locale. */
function named(locale: Locale) {
  const portugal = namedPlan(plan, locale).destination.localName;
  return {
    plan: namedPlan(plan, locale),
    topUp: {
      ...namedPlan(topUp, locale),
      target: { ...topUp.target, destinationLocalName: portugal },
    },
  };
}

/** Every line of every e-mail the locale writes, from the pure builders. */
async function allTexts(locale: (typeof LOCALES)[number]) {
  const mail = loginCodeEmail('a@example.com', '123456', 10, locale);
  const { plan: sold, topUp: added } = named(locale);
  const receipt = await esimReceiptSection(sold, delivery, 'https://tern.travel/x', locale);
  const alerts = (['used_80', 'used_100', 'expires_soon'] as EsimAlert[]).flatMap((alert) => {
    const texts = ALERT_TEXTS[locale];
    return [
      texts.subject[alert](sold.localName),
      texts.used80(sold.localName, texts.left('1 GB', '5 GB')),
      texts.used100(sold.localName),
      texts.endsOn(sold.localName, mailFormat(locale).instant('2026-11-26T10:00:00Z')),
      texts.endsWithinDay(sold.localName),
      texts.topUp,
      texts.lateReports,
      whatHappensNext(plan, alert, null, locale),
      whatHappensNext(plan, alert, added.localName, locale),
      whatHappensNext(
        { ...plan, fairUse: { fullSpeedMbPerDay: 2000, throttledKbps: 512 } } as EsimPlanSnapshot,
        alert,
        null,
        locale,
      ),
    ];
  });
  return [
    mail.subject,
    mail.text,
    receipt.subject,
    ...receipt.text,
    receipt.html.replace(/<[^>]+>/g, ' '),
    ...Object.values(topUpReceiptSection(added, 'https://tern.travel', locale))
      .flat()
      .filter((v) => typeof v === 'string'),
    ...Object.values(esimCancellationNotice(sold, 'US$5.00', locale)).flat(),
    ...Object.values(topUpCancellationNotice(added, 'US$5.00', locale)).flat(),
    REFUNDED_TO_CARD[locale]('US$5.00', 'order-1'),
    SIGN_OFF[locale],
    ...alerts,
  ] as string[];
}

describe('e-mail texts per locale', () => {
  it('leaves no English in Vietnamese e-mails except brands, codes and units', async () => {
    for (const text of await allTexts('vi'))
      expect(text.replace(KEPT, ''), text).not.toMatch(ENGLISH);
  });

  it('leaves no Latin words in Arabic e-mails except brands, codes and units', async () => {
    for (const text of await allTexts('ar'))
      expect(text.replace(KEPT, ''), text).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('writes every locale differently: no locale falls back to another', async () => {
    const [en, vi, ar] = await Promise.all(LOCALES.map(allTexts));
    expect(new Set([en![0], vi![0], ar![0]]).size).toBe(3);
    expect(en).toHaveLength(vi!.length);
    expect(ar).toHaveLength(vi!.length);
  });

  it('keeps the code first in the subject in every language, so the inbox shows it', () => {
    for (const locale of LOCALES)
      expect(loginCodeEmail('a@example.com', '654321', 10, locale).subject).toMatch(/^654321 /);
  });
});

describe('formatting for the locale', () => {
  it('writes money, days and data as each language does', () => {
    expect(mailFormat('en').money(1250, 'USD', 2)).toBe('US$12.50');
    expect(mailFormat('vi').money(1250, 'USD', 2)).toBe('12,50\u00a0US$');
    expect(mailFormat('ar').money(1250, 'USD', 2)).toContain('12.50');
    expect(mailFormat('vi').dataAmount(1500)).toBe('1,5 GB');
    expect(mailFormat('ar').dataAmount(-1)).toBe('غير محدودة');
    expect(mailFormat('en').days(1)).toBe('1 day');
    expect(mailFormat('vi').days(30)).toBe('30 ngày');
    expect(['1', '2', '3', '11', '100'].map((n) => mailFormat('ar').days(Number(n)))).toEqual([
      'يوم واحد',
      'يومان',
      '3 أيام',
      '11 يومًا',
      '100 يوم',
    ]);
    expect(mailFormat('ar').days(2, true)).toBe('يومين');
  });

  it('names the time zone of an instant', () => {
    expect(mailFormat('en').instant('2026-11-26T02:30:00Z', 'Asia/Ho_Chi_Minh')).toMatch(
      /26 November 2026.*09:30.*GMT\+7/,
    );
  });
});

describe('the e-mail document', () => {
  it('marks Arabic HTML right to left and starts each plain-text line with a right-to-left mark', () => {
    const mail = localizedMail('ar', {
      to: 'a@example.com',
      subject: 's',
      text: ['Tern: مرحبًا', '', 'ب'],
    });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text.split('\n')).toEqual(['\u200fTern: مرحبًا', '', '\u200fب']);
  });

  it('keeps English and Vietnamese left to right, with their own lang', () => {
    for (const locale of ['en', 'vi'] as const) {
      const mail = localizedMail(locale, { to: 'a@example.com', subject: 's', text: ['a'] });
      expect(mail.html).toContain(`<html lang="${locale}" dir="ltr">`);
      expect(mail.text).toBe('a');
    }
  });

  it('escapes text it turns into HTML', () => {
    const mail = localizedMail('en', { to: 'a@example.com', subject: 's', text: ['<b>x</b>'] });
    expect(mail.html).toContain('&#60;b&#62;x&#60;/b&#62;');
  });
});
