/** Display rules for plans and prices (spec §2 "Plan cards", §9). Rounding happens only here, at the edge. */

export const UNLIMITED_DATA = -1;

/** null, negative or -1 all mean unlimited data. */
export function isUnlimitedData(dataAmountMb: number | null | undefined): boolean {
  return dataAmountMb === null || dataAmountMb === undefined || dataAmountMb < 0;
}

export type DataAmount =
  | { kind: 'unlimited' }
  | { kind: 'amount'; value: number; unit: 'GB' | 'MB' };

/** 1000 MB or more is shown in GB (divided by 1000), otherwise MB. */
export function describeDataAmount(dataAmountMb: number | null | undefined): DataAmount {
  if (isUnlimitedData(dataAmountMb)) return { kind: 'unlimited' };
  const mb = dataAmountMb as number;
  if (mb >= 1000) return { kind: 'amount', value: roundTo(mb / 1000, 2), unit: 'GB' };
  return { kind: 'amount', value: mb, unit: 'MB' };
}

/** "5 GB", "500 MB", or the given word for unlimited (translated by the caller). */
export function labelDataAmount(amount: DataAmount, unlimited: string): string {
  return amount.kind === 'unlimited' ? unlimited : `${amount.value} ${amount.unit}`;
}

/** English label, for places that have no message catalogue (API docs, e-mails, logs). */
export function formatDataAmount(dataAmountMb: number | null | undefined): string {
  return labelDataAmount(describeDataAmount(dataAmountMb), 'Unlimited');
}

/**
 * Prices are shown rounded to whole units with the currency symbol in front: "€5", "₫120,000".
 * Below 1000 there is no separator to add, and skipping toLocaleString there spares a plan list
 * ICU's number set-up (its first use costs ~15 ms here, ~60 ms on a mid-range phone).
 */
export function formatRoundedPrice(amount: number, symbol: string): string {
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded) < 1000 ? String(rounded) : rounded.toLocaleString('en-US');
  return `${symbol}${digits}`;
}

export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Price per GB in the same currency; null for unlimited plans. */
export function pricePerGb(price: number, dataAmountMb: number | null | undefined): number | null {
  if (isUnlimitedData(dataAmountMb) || !dataAmountMb) return null;
  return roundTo(price / (dataAmountMb / 1000), 2);
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
