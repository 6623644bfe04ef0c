import { describe, expect, it } from 'vitest';
import {
  applyMarkup,
  convertUsdCents,
  minorToMajor,
  priceStepMinor,
  usdCentsToMinor,
} from './money';

describe('convertUsdCents', () => {
  it('converts cents at a rate and keeps the currency’s minor units', () => {
    expect(convertUsdCents(649, 0.88022588, 2)).toBe(5.71);
    expect(convertUsdCents(649, 157.5, 0)).toBe(1022);
    expect(convertUsdCents(649, 0.3075, 3)).toBe(2);
    expect(convertUsdCents(1099, 0.376, 3)).toBe(4.13);
    expect(convertUsdCents(649, 1, 2)).toBe(6.49);
  });
});

describe('applyMarkup', () => {
  it('adds basis points and stays in whole cents', () => {
    expect(applyMarkup(649, 0)).toBe(649);
    expect(applyMarkup(649, 1000)).toBe(714);
    expect(applyMarkup(1000, 250)).toBe(1025);
  });
});

describe('usdCentsToMinor and minorToMajor', () => {
  it('charges whole minor units in the currency’s own digits (JPY none, BHD three)', () => {
    expect(usdCentsToMinor(649, 0.88022588, 2)).toBe(571);
    expect(usdCentsToMinor(649, 157.5, 0)).toBe(1022);
    expect(minorToMajor(571, 2)).toBe(5.71);
    expect(minorToMajor(1022, 0)).toBe(1022);
    expect(minorToMajor(1996, 3)).toBe(1.996);
  });

  it('rounds three-decimal currencies to tens of minor units, which Stripe can charge', () => {
    // 6.49 USD × 0.3075 = 1.9957 BHD → 2.000, not 1.996 (Stripe refuses amounts not ending in 0).
    expect(usdCentsToMinor(649, 0.3075, 3)).toBe(2000);
    expect(usdCentsToMinor(1099, 0.376, 3)).toBe(4130);
    expect(priceStepMinor(3)).toBe(10);
    expect(priceStepMinor(2)).toBe(1);
    expect(priceStepMinor(0)).toBe(1);
  });
});
