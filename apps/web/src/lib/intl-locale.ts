import { INTL_LOCALES, type Locale } from '@tern/domain';

/**
 * The Intl locale a page's language formats money and dates in: British English for English
 * ("€5.97", "26 November 2026", like the rest of the shop), Vietnam's for Vietnamese, Modern
 * Standard Arabic with Western digits for Arabic (docs/decisions/arabic-glossary.md).
 */
export const intlLocale = (locale: string): string =>
  INTL_LOCALES[locale as Locale] ?? INTL_LOCALES.en;

const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_GB', vi: 'vi_VN', ar: 'ar_AR' };

/** Open Graph's language_TERRITORY form of a page's language. */
export const openGraphLocale = (locale: string): string =>
  OPEN_GRAPH_LOCALES[locale as Locale] ?? OPEN_GRAPH_LOCALES.en;
