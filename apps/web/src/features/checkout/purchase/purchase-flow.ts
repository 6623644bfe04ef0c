'use client';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { type CheckoutItem, needsLocation } from './checkout-item';
import { locateForPurchase, type PurchaseLocation } from './purchase-location';
import {
  type CreatedOrder,
  checkPurchaseLocation,
  createOrder,
  trackAddToCart,
} from './purchase-steps';

export { hasSession } from './purchase-steps';

export type PurchaseOutcome =
  | { kind: 'ordered'; order: CreatedOrder }
  /** The device gave no position: the caller shows the spec's alert. */
  | { kind: 'no-location' }
  /** The traveller closed the guest details instead of signing in. */
  | { kind: 'cancelled' }
  | { kind: 'failed'; step: 'location-check' | 'order'; error: unknown };

export interface PurchaseRequest {
  item: CheckoutItem;
  /**
   * Makes sure there is a session before the order: resolves false when the traveller gives up.
   * Its errors propagate, so a guest form can say why its sign-in failed.
   */
  ensureSession: () => Promise<boolean>;
}

/**
 * The one purchase flow (spec §4 "Buy now"), whatever starts it: device location, location
 * check (stores showDocuments), a session, the order (with the position, which the API needs
 * for an eSIM) under one Idempotency-Key per attempt, then add_to_cart. Products other than
 * eSIMs need no position: for them the location steps are skipped.
 */
export async function runPurchase({
  item,
  ensureSession,
}: PurchaseRequest): Promise<PurchaseOutcome> {
  // One key per attempt: a retried request inside it cannot create a second order.
  const idempotencyKey = newIdempotencyKey();
  let location: PurchaseLocation | null = null;
  if (needsLocation(item)) {
    location = await locateForPurchase();
    if (!location) return { kind: 'no-location' };
    try {
      await checkPurchaseLocation(location);
    } catch (error) {
      return { kind: 'failed', step: 'location-check', error };
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
