import { intlLocale } from './intl-locale';

/**
 * An exact amount with its currency, wherever the traveller is about to pay or has paid (checkout,
 * payment, booking summary, e-pass): "€5.97", "US$6.49" (never a bare "$", which could be any
 * dollar) — unlike plan cards, which round to whole units (spec §9).
 * Codes Intl does not know (GGP, KID …) fall back to "GGP 5.00".
 */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: currencyCode,
    }).format(amount);
  } catch {
    return `${currencyCode} ${amount.toFixed(2)}`;
  }
}
