import { localeDirection } from '@/i18n/direction';
import { intlLocale } from './intl-locale';

/**
 * An exact amount with its currency, wherever the traveller is about to pay or has paid (checkout,
 * payment, booking summary, e-pass): "€5.97", "US$6.49" (never a bare "$", which could be any
 * dollar) — unlike plan cards, which round to whole units (spec §9).
 * Codes Intl does not know (GGP, KID …) fall back to "GGP 5.00".
 */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  try {
    const format = moneyFormat(locale, currencyCode);
    if (localeDirection(locale) === 'ltr') return format.format(amount);
    // In right-to-left text a symbol with letters ("US$", "UK£") would split into "$US": it is
    // isolated as one left-to-right unit, and stands beside the number as Intl places it.
    return format
      .formatToParts(amount)
      .map((part) =>
        part.type === 'currency' && /\p{Script=Latin}/u.test(part.value)
          ? `\u2066${part.value}\u2069`
          : part.value,
      )
      .join('');
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
