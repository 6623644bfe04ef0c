import type { RegionsResponse } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('GET /v1/regions', () => {
  it('lists the nine regions, each with the countries it covers', async () => {
    const { status, body } = await t.get<RegionsResponse>('/v1/regions?page=1&limit=12');
    expect(status).toBe(200);
    expect(body.data.regions.map((r) => r.name)).toEqual([
      'Europe',
      'Asia',
      'Middle East',
      'Africa',
      'North America',
      'Latin America',
      'Caribbean',
      'Oceania',
      'Global',
    ]);
    for (const region of body.data.regions) {
      expect(region.countries.length).toBe(region.countryCount);
      expect(region.countryCount).toBeGreaterThanOrEqual(3);
      expect(region.lowestRetailPrice).toBeGreaterThan(0);
    }
    const europe = body.data.regions[0]!;
    expect(europe.countries.map((c) => c.isoCode)).toEqual(
      expect.arrayContaining(['FR', 'DE', 'ES', 'IT']),
    );
    expect(body.data.regions.at(-1)!.countryCount).toBeGreaterThanOrEqual(195);
  });

  it('says which popular neighbours each region does not cover', async () => {
    const { body } = await t.get<RegionsResponse>('/v1/regions?page=1&limit=12');
    const bySlug = new Map(body.data.regions.map((r) => [r.slug, r]));
    const names = (slug: string) =>
      bySlug.get(slug)!.popularNeighboursNotCovered.map((c) => c.name);
    expect(names('latin-america')).toContain('United States');
    expect(names('europe')).toEqual(expect.arrayContaining(['Morocco', 'Egypt']));
    expect(names('global')).toEqual([]);
    for (const region of body.data.regions) {
      const covered = new Set(region.countries.map((c) => c.isoCode));
      for (const neighbour of region.popularNeighboursNotCovered) {
        expect(covered.has(neighbour.isoCode), `${region.name}: ${neighbour.name}`).toBe(false);
      }
    }
  });

  it('finds a region by name, and the regions that cover a searched country', async () => {
    const byName = await t.get<RegionsResponse>('/v1/regions?search=europe');
    expect(byName.body.data.regions.map((r) => r.name)).toEqual(['Europe']);
    const byCountry = await t.get<RegionsResponse>('/v1/regions?search=France');
    expect(byCountry.body.data.regions.map((r) => r.name)).toEqual(['Europe', 'Global']);
  });

  it('returns an empty list, not an error, when nothing matches', async () => {
    const { status, body } = await t.get<RegionsResponse>('/v1/regions?search=qqqzzzx');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { regions: [] }, count: 0 });
  });

  it('prices regions in the requested currency', async () => {
    const { body } = await t.get<RegionsResponse>('/v1/regions?currency=GBP&limit=1');
    expect(body.data.regions[0]?.currencySymbol).toBe('£');
  });
});
