import type { AdminCoupon } from '@tern/contracts';
import { minorToMajor } from '@tern/domain';
import { formatMoney } from '@/lib/money';

/** The back office writes in English, and times in UTC: staff in several time zones read them. */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "26 Nov 2026, 17:40 UTC"; the text as given when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE_TIME.format(date)} UTC`;
}

/** The currency's minor units as Intl knows them (JPY 0, EUR 2, KWD 3); 2 for unknown codes. */
function minorUnitsOf(currencyCode: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currencyCode }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** An amount in minor units: 537 EUR → "€5.37", 500 USD cents → "US$5.00". */
export function formatMinor(minor: number, currencyCode: string): string {
  return formatMoney(minorToMajor(minor, minorUnitsOf(currencyCode)), currencyCode, 'en');
}

const usd = (cents: number) => formatMinor(cents, 'USD');

const KIND_NAMES: Record<string, string> = {
  esim_plan: 'eSIM plans',
  lounge_pass: 'lounge passes',
  fast_track: 'fast-track',
  attraction_ticket: 'attraction tickets',
};
/** "eSIM plans", "lounge passes": a product kind as the shop owner says it. */
export const kindName = (kind: string) => KIND_NAMES[kind] ?? kind;

/** What a code takes off: "10% off", "US$5.00 off", "A free plan (bndl_fr_1gb_7d)". */
export function couponOffer(coupon: AdminCoupon): string {
  switch (coupon.type) {
    case 'percent':
      return `${coupon.percentOff ?? 0}% off`;
    case 'fixed':
      return `${usd(coupon.amountOffUsdCents ?? 0)} off`;
    case 'free_product':
      return coupon.partnerCode
        ? `Free data with partner ${coupon.partnerCode}`
        : `A free plan (${coupon.freeBundleId ?? 'none'})`;
  }
}

/** The code's conditions, one short phrase each, in the order a shop owner checks them. */
export function couponConditions(coupon: AdminCoupon): string[] {
  const conditions: string[] = [];
  if (coupon.minSpendUsdCents !== null)
    conditions.push(`Orders from ${usd(coupon.minSpendUsdCents)}`);
  if (coupon.startsAt) conditions.push(`From ${formatDateTime(coupon.startsAt)}`);
  if (coupon.endsAt) conditions.push(`Until ${formatDateTime(coupon.endsAt)}`);
  if (coupon.kinds) conditions.push(`Only ${coupon.kinds.map(kindName).join(', ')}`);
  if (coupon.destinationIds) conditions.push(`Destinations: ${coupon.destinationIds.join(', ')}`);
  if (coupon.productRefs) conditions.push(`Products: ${coupon.productRefs.join(', ')}`);
  if (coupon.siteIds) conditions.push(`Sites: ${coupon.siteIds.join(', ')}`);
  conditions.push(
    coupon.combinable ? 'Combines with other codes' : 'Not combined with other codes',
  );
  return conditions;
}

/** "3 of 100 used, 1 held" / "3 used"; per traveller when limited. */
export function couponUses(coupon: AdminCoupon): string {
  const { redeemed, held } = coupon.uses;
  const used =
    coupon.maxRedemptions === null
      ? `${redeemed} used`
      : `${redeemed} of ${coupon.maxRedemptions} used`;
  const parts = [used];
  if (held > 0) parts.push(`${held} held by unpaid orders`);
  if (coupon.maxPerTraveller !== null)
    parts.push(`at most ${coupon.maxPerTraveller} per traveller`);
  return parts.join(' · ');
}
