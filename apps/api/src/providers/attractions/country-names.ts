import { LOCALES, type Locale } from '@tern/contracts';

// Node's ICU has country names in both languages (db/seed/places.ts uses it the same way).
const names = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }),
  ]),
) as Record<Locale, Intl.DisplayNames>;

/** A country's name in one of the attraction languages ("France", "Pháp"). */
export const countryName = (isoCode: string, locale: Locale) =>
  names[locale].of(isoCode) ?? isoCode;
