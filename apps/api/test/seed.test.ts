import { describe, expect, it } from 'vitest';
import { buildSeedCatalogue } from '../src/db/seed';
import { seedCatalogue } from '../src/db/seed/write';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('catalogue seed', () => {
  it('runs once per seed version: a second start leaves the data alone', async () => {
    expect(await seedCatalogue(t.database.db)).toEqual({ seeded: false });
  });

  it('holds what the data packages give, not a hand-typed list', () => {
    const catalogue = buildSeedCatalogue();
    expect(catalogue.countries.length).toBeGreaterThanOrEqual(195);
    expect(new Set(catalogue.countries.map((c) => c.slug)).size).toBe(catalogue.countries.length);
    expect(
      catalogue.bundles.every((b) => Number.isInteger(b.priceUsdCents) && b.priceUsdCents > 0),
    ).toBe(true);
    expect(catalogue.bundles.filter((b) => b.isPopular).length).toBeGreaterThanOrEqual(12);
  });
});
