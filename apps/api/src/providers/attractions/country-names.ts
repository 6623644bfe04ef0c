import { ATTRACTION_LOCALES, type AttractionLocale } from '@tern/contracts';

// Node's ICU has country names in both languages (db/seed/places.ts uses it the same way).
const names = Object.fromEntries(
  ATTRACTION_LOCALES.map((locale) => [
    locale,
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }),
  ]),
) as Record<AttractionLocale, Intl.DisplayNames>;

/** A country's name in one of the attraction languages ("France", "Pháp"). */
export const countryName = (isoCode: string, locale: AttractionLocale) =>
  names[locale].of(isoCode) ?? isoCode;
