import type { AdminCoupon } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import {
  couponConditions,
  couponOffer,
  couponUses,
  formatDateTime,
  formatMinor,
} from './admin-format';

const coupon = (overrides: Partial<AdminCoupon> = {}): AdminCoupon => ({
  id: '0b6f1c2e-9a4d-4c1b-8e2f-0a1b2c3d4e5f',
  code: 'TRAVEL10',
  description: '10% off any order',
  type: 'percent',
  percentOff: 10,
  amountOffUsdCents: null,
  freeBundleId: null,
  partnerCode: null,
  minSpendUsdCents: null,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  maxPerTraveller: null,
  kinds: null,
  destinationIds: null,
  productRefs: null,
  siteIds: null,
  combinable: false,
  status: 'active',
  batchId: null,
  uses: { redeemed: 3, held: 0 },
  createdAt: '2026-11-26T10:00:00.000Z',
  ...overrides,
});

describe('a code as the back office describes it', () => {
  it('says what it takes off, in US dollars for an amount', () => {
    expect(couponOffer(coupon())).toBe('10% off');
    expect(couponOffer(coupon({ type: 'fixed', percentOff: null, amountOffUsdCents: 499 }))).toBe(
      'US$4.99 off',
    );
    expect(couponOffer(coupon({ type: 'free_product', partnerCode: 'DEMOAIR' }))).toBe(
      'Free data with partner DEMOAIR',
    );
  });

  it('lists its conditions, with times in UTC', () => {
    expect(
      couponConditions(
        coupon({
          minSpendUsdCents: 2000,
          endsAt: '2026-12-31T23:00:00.000Z',
          kinds: ['esim_plan', 'lounge_pass'],
          siteIds: ['tern-app'],
          combinable: true,
        }),
      ),
    ).toEqual([
      'Orders from US$20.00',
      'Until 31 Dec 2026, 23:00 UTC',
      'Only eSIM plans, lounge passes',
      'Sites: tern-app',
      'Combines with other codes',
    ]);
  });

  it('counts its uses against its limits, and the ones unpaid orders hold', () => {
    expect(couponUses(coupon())).toBe('3 used');
    expect(
      couponUses(
        coupon({ maxRedemptions: 100, maxPerTraveller: 1, uses: { redeemed: 3, held: 2 } }),
      ),
    ).toBe('3 of 100 used · 2 held by unpaid orders · at most 1 per traveller');
  });

  it('writes amounts in minor units with the currency’s own decimals', () => {
    expect(formatMinor(537, 'EUR')).toBe('€5.37');
    expect(formatMinor(1300, 'JPY')).toBe('JP¥1,300');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
