import type { Bundle } from '@tern/contracts';
import { describeDataAmount, isUnlimitedData, pricePerGb, roundTo } from '@tern/domain';

/** Spec §2 "Bundle card": the last (fastest) entry of the speed list, or null for 'Speed not Found'. */
export function topSpeed(bundle: Pick<Bundle, 'speed'>): string | null {
  return bundle.speed.at(-1) ?? null;
}

/** "€1.14": unit prices keep cents, except in currencies where a unit is worth little. */
export function formatUnitPrice(amount: number, symbol: string): string {
  const digits = amount >= 100 ? 0 : 2;
  return `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/**
 * The value line under the price: per GB for a fixed allowance (pricePerGb), per day for an
 * unlimited plan, where a price per GB means nothing.
 */
export function unitPrice(bundle: Bundle): { per: 'gb' | 'day'; price: string } | null {
  if (isUnlimitedData(bundle.dataAmount)) {
    if (bundle.duration <= 0) return null;
    return {
      per: 'day',
      price: formatUnitPrice(roundTo(bundle.price / bundle.duration, 2), bundle.priceSymbol),
    };
  }
  const perGb = pricePerGb(bundle.price, bundle.dataAmount);
  return perGb === null ? null : { per: 'gb', price: formatUnitPrice(perGb, bundle.priceSymbol) };
}

/** "2 GB" for the fair-use rule's daily allowance. */
export function formatMb(mb: number): string {
  const amount = describeDataAmount(mb);
  return amount.kind === 'unlimited' ? '' : `${amount.value} ${amount.unit}`;
}
