import { isUnlimitedData } from '@tern/domain';
import type { BundleRow } from '../../catalog/catalog.repository';

/** What one plan must cover: its data (MB, with the margin) and its days. */
export interface Need {
  mb: number;
  days: number;
}

const fits = (bundle: BundleRow, need: Need) =>
  (isUnlimitedData(bundle.dataAmountMb) || bundle.dataAmountMb >= need.mb) &&
  bundle.durationDays >= need.days;

/**
 * The cheapest plan that holds the data for the days, by the price the traveller pays (minor
 * units of their currency); on a tie the one with more data, then the smaller id.
 */
export function cheapestFitting(
  bundles: readonly BundleRow[],
  need: Need,
  priceMinor: (bundle: BundleRow) => number,
): BundleRow | null {
  let best: { bundle: BundleRow; price: number } | null = null;
  for (const bundle of bundles) {
    if (!fits(bundle, need)) continue;
    const price = priceMinor(bundle);
    const data = isUnlimitedData(bundle.dataAmountMb) ? Infinity : bundle.dataAmountMb;
    const bestData = best
      ? isUnlimitedData(best.bundle.dataAmountMb)
        ? Infinity
        : best.bundle.dataAmountMb
      : 0;
    if (
      !best ||
      price < best.price ||
      (price === best.price &&
        (data > bestData || (data === bestData && bundle.id < best.bundle.id)))
    ) {
      best = { bundle, price };
    }
  }
  return best?.bundle ?? null;
}
