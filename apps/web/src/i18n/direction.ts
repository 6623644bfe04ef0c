/** Which way a locale's text runs: the `dir` of <html>, and so of every `rtl:` style. */
export type TextDirection = 'ltr' | 'rtl';

/** Languages written right to left, for runtimes whose Intl.Locale has no text info. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'ckb']);

type LocaleWithTextInfo = Intl.Locale & {
  getTextInfo?: () => { direction?: string };
  /** The older, getter form of the same proposal (V8 before 12.x). */
  textInfo?: { direction?: string };
};

export function localeDirection(locale: string): TextDirection {
  let parsed: LocaleWithTextInfo;
  try {
    parsed = new Intl.Locale(locale) as LocaleWithTextInfo;
  } catch {
    return 'ltr';
  }
  const direction = parsed.getTextInfo?.().direction ?? parsed.textInfo?.direction;
  if (direction === 'rtl' || direction === 'ltr') return direction;
  return RTL_LANGUAGES.has(parsed.language) ? 'rtl' : 'ltr';
}
