import type { Bundle, OrderLineInput } from '@tern/contracts';
import { BUNDLE_TYPE_COUNTRY } from '@tern/domain';

/**
 * What an "add to checkout" entry hands the purchase flow: the product by kind, and the words
 * add_to_cart reports. An eSIM plan is named by its bundle; every other kind arrives as the
 * order line its own feature built (the API prices and checks it), so the flow never needs to
 * know those kinds.
 */
export type CheckoutItem = EsimPlanItem | PreparedLineItem;

interface EsimPlanItem {
  kind: 'esim_plan';
  bundleId: string;
  name: string;
  /** "country" or "region": the add_to_cart item category (spec §4). */
  productType: string;
  /** A country plan's country, which the flow checks against where the device is; null for a region. */
  country: PlanCountry | null;
}

/** The country a country plan is for, as the catalogue names it. */
export interface PlanCountry {
  isoCode: string;
  name: string;
}

type OtherLineInput = Exclude<OrderLineInput, { kind: 'esim_plan' }>;

/** A line of another product kind (a lounge pass, fast-track…), ready to order. */
export interface PreparedLineItem {
  kind: OtherLineInput['kind'];
  line: OtherLineInput;
  /** The add_to_cart item id (the product's id). */
  bundleId: string;
  name: string;
  /** The add_to_cart item category. */
  productType: string;
}

/** The order line the API is asked for; it prices the line itself. */
export function orderLine(item: CheckoutItem): OrderLineInput {
  if (item.kind === 'esim_plan') return { kind: item.kind, bundleId: item.bundleId, quantity: 1 };
  return (item as PreparedLineItem).line;
}

/** Only data needs the buyer's position (the API's LOCATION_REQUIRED: eSIMs and top-ups). */
export function needsLocation(item: CheckoutItem): boolean {
  return item.kind === 'esim_plan' || item.kind === 'esim_topup';
}

/** An eSIM plan as a checkout item. */
export function esimPlanItem(
  bundle: Pick<Bundle, '_id' | 'name' | 'bundleType' | 'destination'>,
): CheckoutItem {
  const { isoCode, name } = bundle.destination;
  const isCountryPlan = bundle.bundleType === BUNDLE_TYPE_COUNTRY;
  return {
    kind: 'esim_plan',
    bundleId: bundle._id,
    name: bundle.name,
    productType: isCountryPlan ? 'country' : 'region',
    country: isCountryPlan && isoCode ? { isoCode, name } : null,
  };
}

/** The country of a country plan, else null (regional plans and other products). */
export function planCountryOf(item: CheckoutItem): PlanCountry | null {
  return item.kind === 'esim_plan' ? (item as EsimPlanItem).country : null;
}
