import { type Locale, routing } from '@/i18n/routing';

/**
 * A country's name for a question about which country is meant (issue 25): in English the
 * catalogue's own name, as on the plans; in another language the name its reader knows (Intl),
 * since a slip between near names is a slip in one's own language. Falls back to `known`.
 */
export function countryNameIn(locale: Locale, isoCode: string, known?: string): string {
  if (known && locale === routing.defaultLocale) return known;
  try {
    return (
      new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(isoCode) ??
      known ??
      isoCode
    );
  } catch {
    return known ?? isoCode;
  }
}
