/** The visitor's display currency, remembered for a year; read by server pages and client lists. */
export const CURRENCY_COOKIE = 'tern_currency';
export const DEFAULT_CURRENCY = 'USD';
export const CURRENCY_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Only a three-letter code is ever trusted from the cookie; anything else means the default. */
export function parseCurrencyCookie(value: string | undefined | null): string {
  return value && /^[A-Z]{3}$/.test(value) ? value : DEFAULT_CURRENCY;
}
