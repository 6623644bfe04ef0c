import { describe, expect, it } from 'vitest';
import { buildSeedCountries } from '../../db/seed/countries';
import { buildSeedRegions } from '../../db/seed/regions';
import { popularNeighboursNotCovered } from './region-neighbours';

const countries = buildSeedCountries();
const regions = buildSeedRegions(countries);
const byId = new Map(countries.map((c) => [c.id, c]));

/** The names the rule gives for a seeded region, most visited first. */
const neighboursOf = (slug: string) => {
  const region = regions.find((r) => r.slug === slug)!;
  const covered = region.countryIds.map((id) => byId.get(id)!);
  return popularNeighboursNotCovered(covered, countries).map((c) => c.isoCode);
};

describe('popular neighbours a regional plan does not cover (issue 25)', () => {
  it('finds popular countries across a land border: the United States next to Latin America', () => {
    expect(neighboursOf('latin-america')).toContain('US');
  });

  it('finds them across a short sea too: Morocco for Europe, the US and Mexico for the Caribbean', () => {
    expect(neighboursOf('europe')).toEqual(expect.arrayContaining(['MA', 'EG']));
    expect(neighboursOf('caribbean')).toEqual(['US', 'MX']);
    expect(neighboursOf('africa')).toEqual(expect.arrayContaining(['ES', 'IT']));
  });

  it('names only popular destinations outside the region, most visited first', () => {
    const asia = neighboursOf('asia');
    expect(asia[0]).toBe('TR');
    const inAsia = new Set(regions.find((r) => r.slug === 'asia')!.countryIds);
    for (const iso of asia) {
      const country = countries.find((c) => c.isoCode === iso)!;
      expect(country.popularityRank).not.toBeNull();
      expect(inAsia.has(country.id)).toBe(false);
    }
    const ranks = asia.map((iso) => countries.find((c) => c.isoCode === iso)!.popularityRank!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('names nothing for a plan that covers everywhere, nor far-away countries', () => {
    expect(neighboursOf('global')).toEqual([]);
    expect(neighboursOf('oceania')).not.toContain('FR');
    expect(neighboursOf('europe')).not.toContain('US');
  });

  it('reaches out only from where a country’s people live: not Japan or China for Europe', () => {
    // Europe covers Russia, whose far east is 200 km from Japan and 5 km from China.
    expect(neighboursOf('europe')).not.toContain('JP');
    expect(neighboursOf('europe')).not.toContain('CN');
    expect(neighboursOf('europe')).toEqual(['EG', 'MA', 'IL']);
  });
});
