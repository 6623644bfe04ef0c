import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/min';

export interface CallingCodeOption {
  region: string;
  /** "+44" */
  code: string;
  /** "United Kingdom" in the page's language. */
  name: string;
  /** "United Kingdom (+44)" in the page's language. */
  label: string;
}

const SUPPORTED = new Set<string>(getCountries());

export function callingCodeOf(region: string): string {
  return SUPPORTED.has(region) ? `+${getCountryCallingCode(region as CountryCode)}` : '';
}

/** Every region libphonenumber knows, named in the page's language and sorted by that name. */
export function callingCodeOptions(locale: string): CallingCodeOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    // A browser without region names still gets a usable (code-only) list.
  }
  return getCountries()
    .map((region) => {
      const code = `+${getCountryCallingCode(region)}`;
      const name = names?.of(region) ?? region;
      return { region, code, name, label: `${name} (${code})` };
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Where a visitor without a choice yet most likely has their phone: by page language otherwise. */
const LOCALE_FALLBACK: Record<string, string> = { vi: 'VN', en: 'GB' };

/**
 * The region of the first browser language that names a supported one ("en-GB" → GB), else the
 * page language's home (vi → VN), else GB.
 */
export function defaultCallingRegion(browserLanguages: readonly string[], locale: string): string {
  for (const tag of browserLanguages) {
    const region = tag.split('-').find((part, i) => i > 0 && /^[A-Za-z]{2}$/.test(part));
    if (region && SUPPORTED.has(region.toUpperCase())) return region.toUpperCase();
  }
  return LOCALE_FALLBACK[locale] ?? 'GB';
}
