import type { Locale } from './routing';

/** The plural categories of Intl.PluralRules, plus ICU's exact match for zero. */
export type PluralKey = Intl.LDMLPluralRule | '=0';

/**
 * A message translated on the server for a client component, so the browser needs no message
 * catalogue and no ICU runtime. Placeholders stay as `{name}`; a plural message carries one
 * text per plural category of its locale, with `#` for the count (as in ICU).
 */
export type ClientMessage =
  | string
  | { plural: string; forms: Partial<Record<PluralKey, string>> & { other: string } };

export type MessageValues = Record<string, string | number>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Counts from 0 up to this are written as plain digits in every locale Tern ships (client-messages.test
 * checks each locale in routing), so they need no Intl.NumberFormat. Its first construction
 * loads ICU's number data: about 12 ms here, some 50 ms on the phone Lighthouse models, in the
 * middle of rendering the home page's plan cards ("54 countries", "7 days") (issue 10).
 */
export const PLAIN_DIGITS_BELOW = 1000;

function formatNumber(locale: Locale, value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < PLAIN_DIGITS_BELOW) return String(value);
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * Fills in a ClientMessage the way next-intl would have: a plural's `#` in the locale's number
 * format ("1,000 days"), a plain `{placeholder}` as the value is ("1000").
 */
export function formatMessage(
  locale: Locale,
  message: ClientMessage,
  values: MessageValues = {},
): string {
  let text: string;
  if (typeof message === 'string') {
    text = message;
  } else {
    const count = Number(values[message.plural] ?? 0);
    const exact = message.forms[`=${count}` as PluralKey];
    text = (exact ?? message.forms[pluralCategory(locale, count)] ?? message.forms.other).replace(
      /#/g,
      formatNumber(locale, count),
    );
  }
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
