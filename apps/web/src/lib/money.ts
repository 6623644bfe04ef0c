import { intlLocale } from './intl-locale';

/**
 * An exact amount with its currency, wherever the traveller is about to pay or has paid (checkout,
 * payment, booking summary, e-pass): "€5.97", "US$6.49" (never a bare "$", which could be any
 * dollar) — unlike plan cards, which round to whole units (spec §9).
 * Codes Intl does not know (GGP, KID …) fall back to "GGP 5.00".
 */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  try {
    return moneyFormat(locale, currencyCode).format(amount);
  } catch {
    return `${currencyCode} ${amount.toFixed(2)}`;
  }
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * One formatter per language and currency: building an Intl.NumberFormat costs far more than
 * using one, and a page of prices (an itinerary's stops and plans) would build one per price.
 */
function moneyFormat(locale: string, currencyCode: string): Intl.NumberFormat {
  const key = `${locale} ${currencyCode}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: currencyCode,
    });
    moneyFormats.set(key, format);
  }
  return format;
}
