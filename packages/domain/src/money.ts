/**
 * Prices are stored as integer USD cents. Conversion to another currency happens on read with
 * a dated rate (units of the currency per 1 USD) and keeps the currency's own minor units.
 */
export function convertUsdCents(usdCents: number, ratePerUsd: number, minorUnits: number): number {
  return usdCentsToMinor(usdCents, ratePerUsd, minorUnits) / 10 ** minorUnits;
}

/**
 * The smallest step a price may take, in minor units. Card networks (and Stripe, which refuses
 * anything else) charge three-decimal currencies (BHD, JOD, KWD, OMR, TND) in whole hundredths,
 * so their prices are rounded to tens of minor units: what the traveller is shown is exactly what
 * the gateway can charge.
 */
export function priceStepMinor(minorUnits: number): number {
  return minorUnits >= 3 ? 10 ** (minorUnits - 2) : 1;
}

/** Applies a site's markup, in basis points, to a base price; the result stays in whole cents. */
export function applyMarkup(usdCents: number, markupBasisPoints: number): number {
  return Math.round((usdCents * (10_000 + markupBasisPoints)) / 10_000);
}

/** US cents → a whole number of the currency's minor units (what is stored and charged). */
export function usdCentsToMinor(usdCents: number, ratePerUsd: number, minorUnits: number): number {
  const step = priceStepMinor(minorUnits);
  return Math.round(((usdCents / 100) * ratePerUsd * 10 ** minorUnits) / step) * step;
}

/** Minor units → major units, exact to the currency's digits: 1250 EUR → 12.5, 1300 JPY → 1300. */
export function minorToMajor(minor: number, minorUnits: number): number {
  return Number((minor / 10 ** minorUnits).toFixed(minorUnits));
}
