import { describe, expect, it } from 'vitest';
import { buildSeedCountries } from './countries';
import { buildSeedBundles } from './plans';
import { buildSeedRegions } from './regions';

const countries = buildSeedCountries();
const bundles = buildSeedBundles(countries, buildSeedRegions(countries));

describe('plan generator', () => {
  it('is deterministic: two runs give identical plans and prices', () => {
    const again = buildSeedBundles(countries, buildSeedRegions(countries));
    expect(again).toEqual(bundles);
  });

  it('prices in whole cents ending in 49 or 99, never below $2.99', () => {
    for (const b of bundles) {
      expect(b.priceUsdCents % 50).toBe(49);
      expect(b.priceUsdCents).toBeGreaterThanOrEqual(299);
    }
  });

  it('never charges less for more data on the same destination and duration', () => {
    const france = bundles.filter((b) => b.countryId === 'ctry_fr' && b.dataAmountMb > 0);
    const byData = [...france].sort((a, b) => a.dataAmountMb - b.dataAmountMb);
    const prices = byData.map((b) => b.priceUsdCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('gives unique ids and exactly one destination per plan', () => {
    expect(new Set(bundles.map((b) => b.id)).size).toBe(bundles.length);
    for (const b of bundles) expect(Boolean(b.countryId) !== Boolean(b.regionId)).toBe(true);
  });
});
