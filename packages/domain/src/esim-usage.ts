import { type DataAmount, describeDataAmount, isUnlimitedData } from './format';

/** A plan on an eSIM: MB it came with (negative: unlimited) and MB left (null until read). */
interface BundleFigures {
  initialQuantity: number;
  remainingQuantity: number | null;
}

export type BundleUsage =
  /** Not delivered yet: nothing has been used and the provider has nothing to report. */
  | { kind: 'unknown'; initial: DataAmount }
  | { kind: 'unlimited'; initial: DataAmount }
  | { kind: 'metered'; initial: DataAmount; remaining: DataAmount; percentLeft: number };

/**
 * Spec §3 "Ordered eSIM group" (and the eSIM page's usage): initial data, unlimited when null or negative, ≥1000 MB in GB
 * (describeDataAmount), and what is left as a share of it for the progress bar.
 */
export function describeBundleUsage(bundle: BundleFigures): BundleUsage {
  const initial = describeDataAmount(bundle.initialQuantity);
  if (isUnlimitedData(bundle.initialQuantity)) return { kind: 'unlimited', initial };
  if (bundle.remainingQuantity === null) return { kind: 'unknown', initial };
  const total = bundle.initialQuantity;
  // The provider can report a little over or under; the bar stays between empty and full.
  const left = Math.min(Math.max(bundle.remainingQuantity, 0), total);
  return {
    kind: 'metered',
    initial,
    remaining: describeDataAmount(left),
    percentLeft: total > 0 ? Math.round((left / total) * 100) : 0,
  };
}
