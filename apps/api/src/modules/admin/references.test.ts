import { BUNDLE_TYPE_COUNTRY, BUNDLE_TYPE_REGION } from '@tern/domain';
import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../catalog/catalog.snapshot';
import { partnerPlanOf } from '../promotions/partner-plan';
import { ORDER_LINE_KINDS, partnerProblems } from './references';

const plan = (id: string, dataAmountMb: number, priceUsdCents: number, bundleType = 1) => ({
  id,
  dataAmountMb,
  priceUsdCents,
  durationDays: 30,
  bundleType,
});

/** Vietnam sells two 1 GB plans, a 3 GB one, unlimited, and (oddly) a regional 2 GB one. */
const catalogue = {
  countriesById: new Map([
    [
      'ctry_vn',
      {
        name: 'Vietnam',
        bundles: [
          plan('vn_1gb_dear', 1000, 500, BUNDLE_TYPE_COUNTRY),
          plan('vn_1gb_cheap', 1000, 300, BUNDLE_TYPE_COUNTRY),
          plan('vn_2gb_regional', 2000, 100, BUNDLE_TYPE_REGION),
          plan('vn_3gb', 3000, 900, BUNDLE_TYPE_COUNTRY),
          plan('vn_unlimited', -1, 2000, BUNDLE_TYPE_COUNTRY),
        ],
      },
    ],
  ]),
} as unknown as CatalogueSnapshot;

const partner = (dataAmount: number, destinationId = 'ctry_vn') => ({
  name: 'Air',
  logoUrl: null,
  dataAmount,
  destinationId,
  form: { title: 't', fields: [] },
  active: true,
});

describe('the plan a partner’s free data is delivered as', () => {
  it('is the cheapest country plan with exactly the data amount', () => {
    expect(partnerPlanOf(catalogue, { destinationId: 'ctry_vn', dataAmountMb: 1000 })?.id).toBe(
      'vn_1gb_cheap',
    );
  });

  it('else the smallest country plan above it, never a regional or an unlimited one', () => {
    expect(partnerPlanOf(catalogue, { destinationId: 'ctry_vn', dataAmountMb: 1500 })?.id).toBe(
      'vn_3gb',
    );
    expect(partnerPlanOf(catalogue, { destinationId: 'ctry_vn', dataAmountMb: 5000 })).toBeNull();
  });

  it('is refused with the data amounts the destination sells', () => {
    expect(partnerProblems(catalogue, partner(5000))).toEqual([
      {
        field: 'body.dataAmount',
        message: 'Vietnam has no plan with 5 GB or more; its plans have 1 GB, 3 GB.',
      },
    ]);
    expect(partnerProblems(catalogue, partner(1000))).toEqual([]);
    expect(partnerProblems(catalogue, partner(1000, 'reg_asia'))[0]?.field).toBe(
      'body.destinationId',
    );
  });
});

describe('the kinds a coupon may be limited to', () => {
  it('are the kinds checkout sells, from the order contract', () => {
    expect(ORDER_LINE_KINDS).toEqual([
      'esim_plan',
      'esim_topup',
      'lounge_pass',
      'fast_track',
      'attraction_ticket',
    ]);
  });
});
