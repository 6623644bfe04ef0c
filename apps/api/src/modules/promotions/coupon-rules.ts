import { APP_SITE_ID } from '@tern/contracts';
import {
  type CouponTerms,
  type DiscountRefusal,
  minorToMajor,
  usdCentsToMinor,
} from '@tern/domain';
import type { coupons, partners } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { OrderCurrency } from '../../products/product-kind';

export type CouponRow = typeof coupons.$inferSelect;
export type PartnerRow = typeof partners.$inferSelect;

/** An unpaid order keeps the uses of its codes this long; then it closes and they go back. */
export const COUPON_HOLD_MINUTES = 60;

/** Money in words for a reason: "US$5.00". */
export function formatMinor(minor: number, currency: Pick<OrderCurrency, 'code' | 'minorUnits'>) {
  return new Intl.NumberFormat('en', { style: 'currency', currency: currency.code }).format(
    minorToMajor(minor, currency.minorUnits),
  );
}

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** What a code gives, in words a traveller reads (the validation's `summary`). */
export function couponSummary(coupon: CouponRow, partner?: PartnerRow | null): string {
  if (partner) {
    const data =
      partner.dataAmountMb >= 1000
        ? `${partner.dataAmountMb / 1000} GB`
        : `${partner.dataAmountMb} MB`;
    return `${data} of free data from ${partner.name}`;
  }
  const scope = coupon.kinds || coupon.destinationIds || coupon.productRefs ? '' : ' any order';
  switch (coupon.type) {
    case 'percent':
      return `${coupon.percentOff}% off${scope}`.trim();
    case 'fixed':
      return `${formatMinor(coupon.amountOffUsdCents ?? 0, { code: 'USD', minorUnits: 2 })} off${scope}`.trim();
    case 'free_product':
      return 'A free plan';
  }
}

/** The refusal every "this code cannot be used" becomes: a 422 whose message is the reason. */
export const notApplicable = (reason: string) => new ApiError(422, 'COUPON_NOT_APPLICABLE', reason);

export const UNKNOWN_CODE = 'This code is not valid. Check it and try again.';

export interface UseContext {
  now: Date;
  siteId: string;
  /** Through its partner's form (a partner code is redeemed there, never at checkout). */
  viaPartner: boolean;
  partner: PartnerRow | null;
}

/**
 * Why a code cannot be used at all right now (paused, outside its dates, another site, used
 * up, a partner's code at checkout); null when it can. Order-specific rules come after.
 */
export function useRefusal(coupon: CouponRow, context: UseContext): string | null {
  if (coupon.status !== 'active') return 'This code is not active at the moment.';
  if (coupon.startsAt && context.now < coupon.startsAt)
    return `This code can be used from ${day(coupon.startsAt)}.`;
  if (coupon.endsAt && context.now >= coupon.endsAt) return 'This code has expired.';
  if (coupon.siteIds && !coupon.siteIds.includes(context.siteId))
    return coupon.siteIds.includes(APP_SITE_ID)
      ? `${coupon.code} works in the Tern app.`
      : 'This code cannot be used here.';
  if (coupon.partnerCode) {
    if (!context.partner?.active) return 'This offer has ended.';
    if (!context.viaPartner)
      return `This code is redeemed with ${context.partner.name}’s form: choose “Redeem a code” on the home page.`;
  }
  if (coupon.maxRedemptions !== null && coupon.uses >= coupon.maxRedemptions)
    return 'This code has been used as many times as it can be.';
  return null;
}

export const ALREADY_USED = 'You have already used this code.';

/** The code's rules in the order's currency (its USD amounts converted at the order's rate). */
export function couponTerms(
  coupon: CouponRow,
  currency: OrderCurrency,
  freeProductRef: string | null,
): CouponTerms {
  const convert = (usdCents: number | null) =>
    usdCents === null ? null : usdCentsToMinor(usdCents, currency.ratePerUsd, currency.minorUnits);
  return {
    code: coupon.code,
    type: coupon.type,
    percentOff: coupon.percentOff,
    amountOffMinor: convert(coupon.amountOffUsdCents),
    freeProductRef: freeProductRef ?? coupon.freeBundleId,
    minSpendMinor: convert(coupon.minSpendUsdCents),
    kinds: coupon.kinds,
    destinationIds: coupon.destinationIds,
    productRefs: coupon.productRefs,
    combinable: coupon.combinable,
  };
}

/** A refusal of the discount engine in words. */
export function refusalReason(refusal: DiscountRefusal, currency: OrderCurrency): string {
  switch (refusal.reason) {
    case 'min_spend':
      return `This code needs an order of at least ${formatMinor(refusal.minSpendMinor, currency)}.`;
    case 'nothing_eligible':
      return 'This code does not apply to anything in this order.';
    case 'not_combinable':
      return `This code cannot be combined with ${refusal.with}.`;
  }
}
