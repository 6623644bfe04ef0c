import { LOCALES, type Locale } from '@tern/domain';

/** A destination's name in every site locale; `en` is the catalogue's own (slugs, URLs). */
export type DestinationNames = Readonly<Record<Locale, string>>;

/**
 * Where CLDR's name is the long or formal one ("Hong Kong SAR China", "Congo - Kinshasa"), the
 * short name travellers know, matching the catalogue's English choice (docs/decisions/
 * destination-names.md).
 */
const COUNTRY_NAME_OVERRIDES: Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>> =
  {
    vi: {
      HK: 'Hồng Kông',
      MO: 'Ma Cao',
      MM: 'Myanmar',
      PS: 'Palestine',
      CD: 'CHDC Congo',
      CG: 'Cộng hòa Congo',
    },
    ar: {
      HK: 'هونغ كونغ',
      MO: 'ماكاو',
      MM: 'ميانمار',
      PS: 'فلسطين',
      CD: 'الكونغو الديمقراطية',
      CG: 'جمهورية الكونغو',
    },
  };

/** Regions are Tern's own groupings, not CLDR's (Middle East includes Egypt), so named here. */
const REGION_NAMES: Readonly<Record<string, Readonly<Partial<Record<Locale, string>>>>> = {
  europe: { vi: 'Châu Âu', ar: 'أوروبا' },
  asia: { vi: 'Châu Á', ar: 'آسيا' },
  'middle-east': { vi: 'Trung Đông', ar: 'الشرق الأوسط' },
  africa: { vi: 'Châu Phi', ar: 'أفريقيا' },
  'north-america': { vi: 'Bắc Mỹ', ar: 'أمريكا الشمالية' },
  'latin-america': { vi: 'Mỹ Latinh', ar: 'أمريكا اللاتينية' },
  caribbean: { vi: 'Caribe', ar: 'الكاريبي' },
  oceania: { vi: 'Châu Đại Dương', ar: 'أوقيانوسيا' },
  global: { vi: 'Toàn cầu', ar: 'العالم' },
};

// Node's full ICU (CLDR) names every ISO 3166 country in every site locale; nothing to ship.
const displayNames = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }),
  ]),
) as Record<Locale, Intl.DisplayNames>;

/** A country's names: the catalogue's English one, and CLDR's (or an override) elsewhere. */
export function countryNames(country: { isoCode: string; name: string }): DestinationNames {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === 'en'
        ? country.name
        : (COUNTRY_NAME_OVERRIDES[locale]?.[country.isoCode] ??
          displayNames[locale].of(country.isoCode) ??
          country.name),
    ]),
  ) as DestinationNames;
}

/** A region's names; a region added to the catalogue before its translation keeps English. */
export function regionNames(region: { slug: string; name: string }): DestinationNames {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      locale === 'en' ? region.name : (REGION_NAMES[region.slug]?.[locale] ?? region.name),
    ]),
  ) as DestinationNames;
}

/** Whether a region has a name of its own in every locale (tests hold the seed to it). */
export const regionIsTranslated = (slug: string) =>
  LOCALES.every((locale) => locale === 'en' || REGION_NAMES[slug]?.[locale] !== undefined);

/** Compares names as readers of the locale sort them ("Đức" after "Đan Mạch", not after "Z"). */
const collators = Object.fromEntries(
  LOCALES.map((locale) => [locale, new Intl.Collator(locale)]),
) as Record<Locale, Intl.Collator>;

export function byNameIn<T extends { names: DestinationNames }>(locale: Locale) {
  const collator = collators[locale];
  return (a: T, b: T) => collator.compare(a.names[locale], b.names[locale]);
}
