import type { DestinationResponse } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

describe('GET /v1/destinations/{slug}', () => {
  it('returns the country behind a /{slug}-mobile-esim-plans page with local and regional plans', async () => {
    const { status, body } = await t.get<DestinationResponse>(
      '/v1/destinations/united-states-mobile-esim-plans',
    );
    expect(status).toBe(200);
    if (body.data.kind !== 'country') throw new Error('expected a country');
    expect(body.data.country.name).toBe('United States');
    expect(body.data.localBundles.length).toBeGreaterThanOrEqual(6);
    expect(body.data.regionalBundles.map((b) => b.destination.name)).toContain('North America');
  });

  it('gives a country page the regions of its regional plans, with what each covers', async () => {
    const { body } = await t.get<DestinationResponse>('/v1/destinations/mexico-mobile-esim-plans');
    if (body.data.kind !== 'country') throw new Error('expected a country');
    const planRegions = new Set(body.data.regionalBundles.map((b) => b.destination.slug));
    expect(new Set(body.data.regions.map((r) => r.slug))).toEqual(planRegions);
    const latinAmerica = body.data.regions.find((r) => r.slug === 'latin-america')!;
    expect(latinAmerica.countries.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Mexico', 'Brazil', 'Peru']),
    );
    expect(latinAmerica.popularNeighboursNotCovered.map((c) => c.name)).toContain('United States');
  });

  it('accepts the bare slug and a region slug', async () => {
    const country = await t.get<DestinationResponse>('/v1/destinations/france');
    expect(country.body.data.kind).toBe('country');
    const region = await t.get<DestinationResponse>(
      '/v1/destinations/europe-mobile-esim-plans?currency=EUR',
    );
    if (region.body.data.kind !== 'region') throw new Error('expected a region');
    expect(region.body.data.region.name).toBe('Europe');
    expect(region.body.data.regionalBundles[0]?.priceSymbol).toBe('€');
  });

  it('answers 404 in the envelope for an unknown destination', async () => {
    const { status, body } = await t.get('/v1/destinations/atlantis-mobile-esim-plans');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'DESTINATION_NOT_FOUND', message: expect.any(String) } });
  });
});
