import { type ClientMessage, formatMessage, type PluralKey } from './client-messages';
import type { Locale } from './routing';

/** A translate function as next-intl's getTranslations (or use-intl's createTranslator) makes. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Counts tried to find one number per plural category. Four digits first: ICU writes a plural's
 * `#` grouped ("1,000") and a plain `{count}` as is ("1000"), so the two can be told apart.
 */
const SAMPLES = [1000, 1001, 1002, 1003, 1005, 1011, 1021, 1100, 1, 2, 3, 4, 5, 7, 11, 21, 0, 1.5];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const standalone = (text: string) =>
  new RegExp(`(?<![\\d.,])${escapeRegExp(text)}(?![\\d.,])`, 'g');

/**
 * Turns a catalogue message into a ClientMessage on the server. `args` are placeholders the
 * client fills in (`{name}`); `plural` names the count argument of an ICU plural, which is
 * rendered once per plural category of the locale (and for zero, when ICU has `=0`).
 */
export function toClientMessage(
  t: Translate,
  locale: Locale,
  key: string,
  { args = [], plural }: { args?: string[]; plural?: string } = {},
): ClientMessage {
  const placeholders = Object.fromEntries(args.map((name) => [name, `{${name}}`]));
  if (!plural) return t(key, placeholders);
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const forms: Partial<Record<PluralKey, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = SAMPLES.find((n) => rules.select(n) === category);
    if (sample === undefined) continue;
    const text = t(key, { ...placeholders, [plural]: sample });
    forms[category] = text
      .replace(standalone(numbers.format(sample)), '#')
      .replace(standalone(String(sample)), `{${plural}}`);
  }
  const message = { plural, forms: { other: forms.other ?? '', ...forms } };
  // ICU's exact "=0 {…}" branch: kept when zero reads differently from its category.
  const zero = t(key, { ...placeholders, [plural]: 0 });
  if (zero !== formatMessage(locale, message, { ...placeholders, [plural]: 0 })) {
    message.forms['=0'] = zero;
  }
  return message;
}
