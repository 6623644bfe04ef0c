'use client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { type CheckoutItem, needsLocation, type PlanCountry, planCountryOf } from './checkout-item';
import { locateForPurchase, type PurchaseLocation } from './purchase-location';
import {
  accountCountry,
  type CreatedOrder,
  checkPurchaseLocation,
  countryAt,
  createOrder,
  trackAddToCart,
} from './purchase-steps';

export { hasSession } from './purchase-steps';

export type PurchaseOutcome =
  | { kind: 'ordered'; order: CreatedOrder }
  /** The device gave no position: the caller shows the spec's alert. */
  | { kind: 'no-location' }
  /** The traveller closed the guest details, or the travelling question, without going on. */
  | { kind: 'cancelled' }
  /** Asked "Are you travelling to …?", the traveller said no: they mean another destination. */
  | { kind: 'not-travelling' }
  | { kind: 'failed'; step: 'location-check' | 'order'; error: unknown };

/** "Are you travelling to …?": yes, no (another destination is meant), or closed unanswered. */
export type TravellingAnswer = 'travelling' | 'elsewhere' | 'undecided';

/** Why it is asked: the device is in the plan's country, or the account's phone is from it. */
export type HomeCountryReason = 'here' | 'account';

export interface PurchaseRequest {
  item: CheckoutItem;
  /**
   * Makes sure there is a session before the order: resolves false when the traveller gives up.
   * Its errors propagate, so a guest form can say why its sign-in failed.
   */
  ensureSession: () => Promise<boolean>;
  /**
   * Asked before paying for a country plan when the device is in that very country, or the
   * account's is (issue 25). Without it, nothing is asked.
   */
  confirmTravelling?: (
    country: PlanCountry,
    reason: HomeCountryReason,
  ) => Promise<TravellingAnswer>;
}

/**
 * The one purchase flow (spec §4 "Buy now"), whatever starts it: device location, location
 * check (stores showDocuments), for a plan of the very country the device is in the question
 * whether the traveller is travelling there (issue 25), a session, the order (with the
 * position, which the API needs for an eSIM) under one Idempotency-Key per attempt, then
 * add_to_cart. Products other than eSIMs need no position: for them the location steps are
 * skipped.
 */
export async function runPurchase({
  item,
  ensureSession,
  confirmTravelling,
}: PurchaseRequest): Promise<PurchaseOutcome> {
  // One key per attempt: a retried request inside it cannot create a second order.
  const idempotencyKey = newIdempotencyKey();
  let location: PurchaseLocation | null = null;
  if (needsLocation(item)) {
    location = await locateForPurchase();
    if (!location) return { kind: 'no-location' };
    const planCountry = confirmTravelling ? planCountryOf(item) : null;
    // Where the device is and the account's country, asked alongside the location check so the
    // purchase waits no longer.
    const homes = planCountry
      ? Promise.all([countryAt(location), accountCountry()])
      : Promise.resolve([null, null] as const);
    try {
      await checkPurchaseLocation(location);
    } catch (error) {
      return { kind: 'failed', step: 'location-check', error };
    }
    // A plan for the country the traveller is in is often a slip for their destination's.
    const [here, account] = await homes;
    const reason: HomeCountryReason | null = !planCountry
      ? null
      : here === planCountry.isoCode
        ? 'here'
        : account === planCountry.isoCode
          ? 'account'
          : null;
    if (planCountry && confirmTravelling && reason) {
      const answer = await confirmTravelling(planCountry, reason);
      if (answer === 'elsewhere') return { kind: 'not-travelling' };
      if (answer === 'undecided') return { kind: 'cancelled' };
    }
  }
  if (!(await ensureSession())) return { kind: 'cancelled' };
  let order: CreatedOrder;
  try {
    order = await createOrder(item, location, idempotencyKey);
  } catch (error) {
    return { kind: 'failed', step: 'order', error };
  }
  trackAddToCart(order, {
    bundleId: item.bundleId,
    bundleName: item.name,
    productType: item.productType,
  });
  return { kind: 'ordered', order };
}
