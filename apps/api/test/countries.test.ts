import type { CountriesResponse } from '@tern/contracts';
import { CountriesResponseSchema } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const names = (body: CountriesResponse) => body.data.countries.map((c) => c.name);

describe('GET /v1/countries', () => {
  it('lists a page of 12 countries out of at least 195, matching the contract', async () => {
    const { status, body } = await t.get<CountriesResponse>('/v1/countries?page=1&limit=12');
    expect(status).toBe(200);
    expect(CountriesResponseSchema.parse(body)).toBeTruthy();
    expect(body.data.countries).toHaveLength(12);
    expect(body.count).toBeGreaterThanOrEqual(195);
  });

  it('gives every country a flag, a slug and a "starting from" price of its cheapest plan', async () => {
    const { body } = await t.get<CountriesResponse>('/v1/countries?page=1&limit=200');
    for (const country of body.data.countries) {
      expect(country.flagImageUrlFull).toBe(`/flags/4x3/${country.isoCode.toLowerCase()}.svg`);
      expect(country.lowestRetailPrice).toBeGreaterThan(0);
      expect(country.lowestPriceBundle?.duration).toBeGreaterThan(0);
      expect(country.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('pages without overlap and in name order', async () => {
    const first = await t.get<CountriesResponse>('/v1/countries?page=1&limit=12');
    const second = await t.get<CountriesResponse>('/v1/countries?page=2&limit=12');
    const all = [...names(first.body), ...names(second.body)];
    expect(new Set(all).size).toBe(24);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('converts prices to euros with the € symbol', async () => {
    const usd = await t.get<CountriesResponse>('/v1/countries?search=France');
    const eur = await t.get<CountriesResponse>('/v1/countries?search=France&currency=eur');
    const [inUsd] = usd.body.data.countries;
    const [inEur] = eur.body.data.countries;
    expect(inEur?.currencySymbol).toBe('€');
    expect(inEur?.currencyCode).toBe('EUR');
    expect(inEur!.lowestRetailPrice).toBeLessThan(inUsd!.lowestRetailPrice);
    expect(inEur!.lowestRetailPrice).toBeGreaterThan(inUsd!.lowestRetailPrice * 0.5);
  });

  it('tells each country’s own currency apart from the display currency', async () => {
    const { body } = await t.get<CountriesResponse>('/v1/countries?search=japan&currency=EUR');
    expect(body.data.countries[0]).toMatchObject({
      currencyCode: 'EUR',
      localCurrency: { code: 'JPY', symbol: '¥' },
      capital: 'Tokyo',
    });
  });

  it('keeps a currency without minor units whole (JPY)', async () => {
    const { body } = await t.get<CountriesResponse>('/v1/countries?limit=20&currency=JPY');
    for (const c of body.data.countries) expect(Number.isInteger(c.lowestRetailPrice)).toBe(true);
  });
});

describe('destination search', () => {
  it.each([
    ['uae', 'United Arab Emirates'],
    ['dubai', 'United Arab Emirates'],
    ['uk', 'United Kingdom'],
    ['usa', 'United States'],
    ['us', 'United States'],
    ['  FRANCE ', 'France'],
    ['fr', 'France'],
    ['jpn', 'Japan'],
    ['swizerland', 'Switzerland'],
    ['germny', 'Germany'],
    ['paris', 'France'],
    ['bali', 'Indonesia'],
    ['new york', 'United States'],
    ['cote d’ivoire', 'Ivory Coast'],
    ['curacao', 'Curaçao'],
    ['holland', 'Netherlands'],
    ['burma', 'Myanmar'],
    ['swaziland', 'Eswatini'],
    // Vietnamese names, with or without diacritics (the storefront's second language).
    ['Pháp', 'France'],
    ['Đức', 'Germany'],
    ['nhat ban', 'Japan'],
    ['Hàn Quốc', 'South Korea'],
  ])('"%s" finds %s first', async (search, expected) => {
    const { body } = await t.get<CountriesResponse>(
      `/v1/countries?search=${encodeURIComponent(search)}`,
    );
    expect(names(body)[0]).toBe(expected);
  });

  it('lists every country whose name contains the text', async () => {
    const { body } = await t.get<CountriesResponse>('/v1/countries?search=guinea&limit=50');
    expect(names(body)).toEqual(
      expect.arrayContaining(['Guinea', 'Equatorial Guinea', 'Guinea-Bissau', 'Papua New Guinea']),
    );
    expect(names(body)[0]).toBe('Guinea');
  });

  it('finds nothing for text that names no destination, and says so with count 0', async () => {
    const { status, body } = await t.get<CountriesResponse>('/v1/countries?search=qqqqzzzz');
    expect(status).toBe(200);
    expect(body).toEqual({ data: { countries: [] }, count: 0 });
  });

  it('treats SQL wildcards and markup as plain text', async () => {
    for (const search of [
      '%',
      '_',
      "'; drop table countries; --",
      '<script>alert(1)</script>',
      '🙂🙂🙂',
    ]) {
      const { status, body } = await t.get<CountriesResponse>(
        `/v1/countries?search=${encodeURIComponent(search)}`,
      );
      expect(status).toBe(200);
      expect(body.count).toBe(0);
    }
    const after = await t.get<CountriesResponse>('/v1/countries?limit=1');
    expect(after.body.count).toBeGreaterThanOrEqual(195);
  });

  it('searches names every object inherits ("constructor") as text, not as an alias', async () => {
    for (const search of ['constructor', '__proto__']) {
      const { status, body } = await t.get<CountriesResponse>(`/v1/countries?search=${search}`);
      expect(status).toBe(200);
      expect(CountriesResponseSchema.parse(body)).toBeTruthy();
    }
  });
});
