import { applyMarkup, convertUsdCents } from '@tern/domain';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import type { CatalogueSnapshot } from './catalog.snapshot';

/** Everything needed to show a stored USD price to one caller, in their currency. */
export interface PriceContext {
  currencyCode: string;
  symbol: string;
  /** USD cents (before markup) → amount in the caller's currency, in major units. */
  price(usdCents: number): number;
}

/** The requested currency, else the site's default; an unknown code is the caller's mistake. */
export function currencyFor(snapshot: CatalogueSnapshot, site: Site, requested?: string) {
  const code = requested ?? site.defaultCurrency;
  const currency = snapshot.currenciesByCode.get(code);
  if (!currency) {
    throw new ApiError(
      400,
      'UNKNOWN_CURRENCY',
      `Unknown currency "${code}". GET /v1/currencies lists the supported codes.`,
    );
  }
  return currency;
}

/** Prices for one caller in the requested currency (see currencyFor). */
export function priceContext(
  snapshot: CatalogueSnapshot,
  site: Site,
  requested?: string,
): PriceContext {
  const currency = currencyFor(snapshot, site, requested);
  return {
    currencyCode: currency.code,
    symbol: currency.symbol,
    price: (usdCents) =>
      convertUsdCents(
        applyMarkup(usdCents, site.markupBasisPoints),
        currency.ratePerUsd,
        currency.minorUnits,
      ),
  };
}
