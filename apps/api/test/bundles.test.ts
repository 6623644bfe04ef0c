import type {
  BundlesResponse,
  CountriesResponse,
  PopularBundlesResponse,
  RegionsResponse,
} from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

async function plansOf(search: string, type: 1 | 2, currency = 'USD') {
  const { status, body } = await t.get<BundlesResponse>(
    `/v1/bundles?search=${encodeURIComponent(search)}&type=${type}&currency=${currency}`,
  );
  expect(status).toBe(200);
  return body.data.bundles;
}

describe('GET /v1/bundles', () => {
  it('names every plan in the locale asked, English keeping the catalogue’s own', async () => {
    const get = (locale: string) =>
      t.get<BundlesResponse>(`/v1/bundles?search=Europe&type=2&locale=${locale}`);
    const [en, ar] = await Promise.all([get('en'), get('ar')]);
    const arabic = ar.body.data.bundles;
    expect(arabic.length).toBeGreaterThan(3);
    for (const [i, plan] of arabic.entries()) {
      expect(en.body.data.bundles[i]!.localName).toBe(plan.name);
      expect(plan.localName).toMatch(/^باقة أوروبا /);
      // Arabic letters, digits and the data unit only: no English word left.
      expect(plan.localName.replace(/\b[GM]B\b/g, '')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('gives every country at least 6 plans from 1 GB to 20 GB or more, and an unlimited one', async () => {
    const { body } = await t.get<CountriesResponse>('/v1/countries?limit=200');
    const sample = body.data.countries.filter((_, i) => i % 9 === 0);
    for (const country of sample) {
      const plans = await plansOf(country.name, 1);
      expect(plans.length, country.name).toBeGreaterThanOrEqual(6);
      const limited = plans.filter((p) => p.dataAmount > 0).map((p) => p.dataAmount);
      expect(Math.min(...limited)).toBe(1000);
      expect(Math.max(...limited)).toBeGreaterThanOrEqual(20_000);
      expect(plans.some((p) => p.dataAmount === -1)).toBe(true);
      for (const plan of plans) {
        expect(plan.bundleType).toBe(1);
        expect(plan.duration).toBeGreaterThanOrEqual(1);
        expect(plan.duration).toBeLessThanOrEqual(30);
        expect(plan.speed.length).toBeGreaterThan(0);
        expect(plan.price).toBe(plan.retailPrice);
        expect(plan.destination.name).toBe(country.name);
      }
    }
  });

  it('stores the fair-use rule of unlimited plans and the activation policy of every plan', async () => {
    const plans = await plansOf('Japan', 1);
    for (const plan of plans) {
      expect(plan.activationPolicy).toBe('first-connection');
      if (plan.dataAmount === -1)
        expect(plan.fairUse).toEqual({ fullSpeedMbPerDay: 2000, throttledKbps: 512 });
      else expect(plan.fairUse).toBeNull();
    }
  });

  it('lists plans smallest first with unlimited last', async () => {
    const plans = await plansOf('Spain', 1);
    const order = plans.map((p) => (p.dataAmount < 0 ? Number.POSITIVE_INFINITY : p.dataAmount));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('type 2 lists the regional plans that cover the country, and a region’s own plans', async () => {
    const covering = await plansOf('France', 2);
    const regions = new Set(covering.map((p) => p.destination.name));
    expect(regions).toEqual(new Set(['Europe', 'Global']));
    expect(covering.every((p) => p.bundleType === 2)).toBe(true);
    const europe = await plansOf('Europe', 2);
    expect(europe.length).toBeGreaterThanOrEqual(4);
    expect(europe.every((p) => p.destination.name === 'Europe')).toBe(true);
    expect(await plansOf('Europe', 1)).toEqual([]);
  });

  it('gives every region at least 4 plans', async () => {
    const { body } = await t.get<RegionsResponse>('/v1/regions');
    for (const region of body.data.regions)
      expect((await plansOf(region.name, 2)).length).toBeGreaterThanOrEqual(4);
  });

  it('resolves aliases and prices in the requested currency', async () => {
    const plans = await plansOf('uae', 1, 'EUR');
    expect(plans[0]?.destination.name).toBe('United Arab Emirates');
    expect(plans.every((p) => p.priceSymbol === '€')).toBe(true);
  });

  it('returns the same prices on every call: they come from the stored cost table', async () => {
    const plans = await plansOf('France', 1);
    const fiveGb = plans.find((p) => p.package === '5GB-30D');
    expect(fiveGb?.price).toBe(6.49);
  });
});

describe('GET /v1/bundles/popular', () => {
  it('lists the plans of the country at the caller’s coordinates', async () => {
    const { body } = await t.get<PopularBundlesResponse>(
      '/v1/bundles/popular?page=1&limit=12&type=1&lat=35.68&long=139.69',
    );
    expect(body.count).toBeGreaterThanOrEqual(6);
    expect(new Set(body.data.bundles.map((b) => b.country.name))).toEqual(new Set(['Japan']));
  });

  it('uses the search country when no coordinates are sent, United States by default', async () => {
    const named = await t.get<PopularBundlesResponse>('/v1/bundles/popular?search=Italy&type=1');
    expect(named.body.data.bundles[0]?.country.name).toBe('Italy');
    const fallback = await t.get<PopularBundlesResponse>('/v1/bundles/popular?type=1');
    expect(fallback.body.data.bundles[0]?.country.name).toBe('United States');
  });

  it('with isPopular=true returns the curated list across destinations, converted', async () => {
    const { body } = await t.get<PopularBundlesResponse>(
      '/v1/bundles/popular?isPopular=true&limit=12&currency=EUR',
    );
    expect(body.count).toBeGreaterThanOrEqual(12);
    expect(new Set(body.data.bundles.map((b) => b.country.name)).size).toBeGreaterThan(3);
    expect(body.data.bundles[0]?.country.name).toBe('France');
    expect(
      body.data.bundles.every((b) => b.priceSymbol === '€' && b.convertedRetailPrice > 0),
    ).toBe(true);
  });

  it('narrows by searchString', async () => {
    const popular = await t.get<PopularBundlesResponse>(
      '/v1/bundles/popular?isPopular=true&searchString=japan',
    );
    expect(popular.body.count).toBeGreaterThan(0);
    expect(popular.body.data.bundles.every((b) => b.country.name === 'Japan')).toBe(true);
    const located = await t.get<PopularBundlesResponse>(
      '/v1/bundles/popular?lat=48.85&long=2.35&searchString=spain',
    );
    expect(located.body.data.bundles.every((b) => b.country.name === 'Spain')).toBe(true);
  });

  it('returns nothing, not an error, for coordinates in the open sea', async () => {
    const { status, body } = await t.get<PopularBundlesResponse>(
      '/v1/bundles/popular?lat=-40&long=-120&search=zzzzqq',
    );
    expect(status).toBe(200);
    expect(body.count).toBe(0);
  });
});
