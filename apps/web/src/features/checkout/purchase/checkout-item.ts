import type { Bundle, OrderLineInput } from '@tern/contracts';
import { BUNDLE_TYPE_COUNTRY } from '@tern/domain';

/**
 * What an "add to checkout" entry hands the purchase flow: the product by kind, and the words
 * add_to_cart reports. A new product kind (lounge pass, fast track…) joins this union and
 * `orderLine`; the flow itself does not change.
 */
export type CheckoutItem = {
  kind: 'esim_plan';
  bundleId: string;
  name: string;
  /** "country" or "region": the add_to_cart item category (spec §4). */
  productType: string;
};

/** The order line the API is asked for; it prices the line itself. */
export function orderLine(item: CheckoutItem): OrderLineInput {
  return { kind: item.kind, bundleId: item.bundleId, quantity: 1 };
}

/** An eSIM plan as a checkout item. */
export function esimPlanItem(bundle: Pick<Bundle, '_id' | 'name' | 'bundleType'>): CheckoutItem {
  return {
    kind: 'esim_plan',
    bundleId: bundle._id,
    name: bundle.name,
    productType: bundle.bundleType === BUNDLE_TYPE_COUNTRY ? 'country' : 'region',
  };
}
