import type { OrderedEsim } from '@tern/contracts';
import { type DataAmount, describeDataAmount, isUnlimitedData } from '@tern/domain';

type OrderedBundle = OrderedEsim['bundles'][number];

export type BundleUsage =
  /** Not delivered yet: nothing has been used and the provider has nothing to report. */
  | { kind: 'unknown'; initial: DataAmount }
  | { kind: 'unlimited'; initial: DataAmount }
  | { kind: 'metered'; initial: DataAmount; remaining: DataAmount; percentLeft: number };

/**
 * Spec §3 "Ordered eSIM group": initial data, unlimited when null or negative, ≥1000 MB in GB
 * (describeDataAmount), and what is left as a share of it for the progress bar.
 */
export function describeBundleUsage(bundle: OrderedBundle): BundleUsage {
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
