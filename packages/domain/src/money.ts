/**
 * Prices are stored as integer USD cents. Conversion to another currency happens on read with
 * a dated rate (units of the currency per 1 USD) and keeps the currency's own minor units.
 */
export function convertUsdCents(usdCents: number, ratePerUsd: number, minorUnits: number): number {
  const major = (usdCents / 100) * ratePerUsd;
  const factor = 10 ** minorUnits;
  return Math.round(major * factor) / factor;
}

/** Applies a site's markup, in basis points, to a base price; the result stays in whole cents. */
export function applyMarkup(usdCents: number, markupBasisPoints: number): number {
  return Math.round((usdCents * (10_000 + markupBasisPoints)) / 10_000);
}
