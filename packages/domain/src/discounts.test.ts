import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CouponTerms,
  combinationRefusal,
  computeDiscounts,
  type DiscountLine,
  discountRefusal,
} from './discounts';

const terms = (overrides: Partial<CouponTerms>): CouponTerms => ({
  code: 'CODE',
  type: 'percent',
  percentOff: 10,
  amountOffMinor: null,
  freeProductRef: null,
  minSpendMinor: null,
  kinds: null,
  destinationIds: null,
  productRefs: null,
  combinable: true,
  ...overrides,
});

const esim = (amountMinor: number, productRef = 'bndl_fr', destinationId = 'ctry_fr') => ({
  kind: 'esim_plan',
  productRef,
  destinationId,
  amountMinor,
});
const lounge = (amountMinor: number): DiscountLine => ({
  kind: 'lounge_pass',
  productRef: 'lounge-1',
  destinationId: null,
  amountMinor,
});

const lineArb = fc.record({
  kind: fc.constantFrom('esim_plan', 'lounge_pass', 'attraction_ticket'),
  productRef: fc.constantFrom('a', 'b', 'c'),
  destinationId: fc.constantFrom('ctry_fr', 'ctry_vn', null),
  amountMinor: fc.integer({ min: 0, max: 5_000_000 }),
});
const termsArb = fc.record({
  code: fc.constantFrom('A', 'B', 'C', 'D'),
  type: fc.constantFrom('percent', 'fixed', 'free_product'),
  percentOff: fc.integer({ min: 1, max: 100 }),
  amountOffMinor: fc.integer({ min: 1, max: 10_000_000 }),
  freeProductRef: fc.constantFrom('a', 'b', 'zz'),
  minSpendMinor: fc.option(fc.integer({ min: 1, max: 6_000_000 }), { nil: null }),
  kinds: fc.option(fc.subarray(['esim_plan', 'lounge_pass', 'attraction_ticket']), { nil: null }),
  destinationIds: fc.option(fc.subarray(['ctry_fr', 'ctry_vn']), { nil: null }),
  productRefs: fc.option(fc.subarray(['a', 'b', 'c']), { nil: null }),
  combinable: fc.boolean(),
}) as fc.Arbitrary<CouponTerms>;

describe('the discount engine', () => {
  it('never takes the total below 0 nor above the list price, whatever the codes (property)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 10 }),
        fc.array(termsArb, { maxLength: 5 }),
        (lines, codes) => {
          const subtotal = lines.reduce((sum, l) => sum + l.amountMinor, 0);
          const result = computeDiscounts(lines, codes);
          expect(result.totalMinor).toBeGreaterThanOrEqual(0);
          expect(result.totalMinor).toBeLessThanOrEqual(subtotal);
          expect(result.perCode).toHaveLength(codes.length);
          for (const c of result.perCode) {
            expect(Number.isInteger(c.amountMinor)).toBe(true);
            expect(c.amountMinor).toBeGreaterThanOrEqual(0);
          }
          expect(result.perCode.reduce((s, c) => s + c.amountMinor, 0)).toBe(result.totalMinor);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('takes a percentage of what the earlier codes left, line by line, rounded', () => {
    const result = computeDiscounts(
      [esim(1999), lounge(4550)],
      [terms({ code: 'FIVE', type: 'fixed', percentOff: null, amountOffMinor: 500 }), terms({})],
    );
    // 500 comes off the first line (1499 left), then 10 % of 1499 and of 4550.
    expect(result.perCode).toEqual([
      { code: 'FIVE', amountMinor: 500 },
      { code: 'CODE', amountMinor: 150 + 455 },
    ]);
  });

  it('makes only the named product free', () => {
    const result = computeDiscounts(
      [esim(1000, 'bndl_vn_1gb'), esim(2000, 'bndl_fr')],
      [terms({ type: 'free_product', freeProductRef: 'bndl_vn_1gb', percentOff: null })],
    );
    expect(result.totalMinor).toBe(1000);
  });

  it('limits a code to kinds, destinations and products', () => {
    const lines = [esim(1000), lounge(3000)];
    expect(computeDiscounts(lines, [terms({ kinds: ['lounge_pass'] })]).totalMinor).toBe(300);
    expect(computeDiscounts(lines, [terms({ destinationIds: ['ctry_fr'] })]).totalMinor).toBe(100);
    expect(computeDiscounts(lines, [terms({ productRefs: ['lounge-1'] })]).totalMinor).toBe(300);
    expect(discountRefusal(lines, terms({ destinationIds: ['ctry_jp'] }))).toEqual({
      reason: 'nothing_eligible',
    });
  });

  it('refuses a code below its minimum spend, which counts the whole order', () => {
    expect(discountRefusal([esim(1000)], terms({ minSpendMinor: 1001 }))).toEqual({
      reason: 'min_spend',
      minSpendMinor: 1001,
    });
    expect(discountRefusal([esim(600), lounge(401)], terms({ minSpendMinor: 1001 }))).toBeNull();
  });

  it('lets a code that does not combine stand alone only', () => {
    const alone = terms({ code: 'ALONE', combinable: false });
    expect(combinationRefusal([alone])).toBeNull();
    expect(combinationRefusal([terms({ code: 'A' }), terms({ code: 'B' })])).toBeNull();
    expect(combinationRefusal([terms({ code: 'A' }), alone])).toEqual({
      reason: 'not_combinable',
      with: 'A',
    });
    expect(combinationRefusal([alone, terms({ code: 'B' })])).toEqual({
      reason: 'not_combinable',
      with: 'ALONE',
    });
  });
});
