import type {
  CountriesResponse,
  DestinationResponse,
  PopularBundlesResponse,
  RegionsResponse,
} from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const firstCountry = async (query: string) => {
  const { status, body } = await t.get<CountriesResponse>(`/v1/countries?${query}`);
  expect(status).toBe(200);
  return body.data.countries[0];
};
const search = (text: string) => `search=${encodeURIComponent(text)}`;

describe('destination search in every locale (issue 26)', () => {
  it('finds France by its Arabic name, with or without harakat and alef forms', async () => {
    expect((await firstCountry(search('فرنسا')))?.isoCode).toBe('FR');
    expect((await firstCountry(search('فَرَنْسَا')))?.isoCode).toBe('FR');
    expect((await firstCountry(search('ألمانيا')))?.isoCode).toBe('DE');
    expect((await firstCountry(search('إيطاليا')))?.isoCode).toBe('IT');
  });

  it('finds France by its Vietnamese name, with or without tones', async () => {
    expect((await firstCountry(search('Pháp')))?.isoCode).toBe('FR');
    expect((await firstCountry(search('nhat ban')))?.isoCode).toBe('JP');
  });

  it('matches the start of an Arabic or Vietnamese name as the dropdown is typed', async () => {
    expect((await firstCountry(`${search('فرن')}&limit=4`))?.isoCode).toBe('FR');
    expect((await firstCountry(`${search('Hàn Q')}&limit=4`))?.isoCode).toBe('KR');
  });

  it('forgives a typo in an Arabic name', async () => {
    expect((await firstCountry(search('اليابن')))?.isoCode).toBe('JP');
  });

  it('still answers English names, codes and aliases whatever the locale', async () => {
    expect((await firstCountry(`${search('France')}&locale=ar`))?.isoCode).toBe('FR');
    expect((await firstCountry(`${search('uk')}&locale=vi`))?.isoCode).toBe('GB');
  });
});

describe('destination names in the requested locale', () => {
  it('names countries in Arabic for locale=ar and keeps the English name and slug', async () => {
    const france = await firstCountry(`${search('France')}&locale=ar`);
    expect(france).toMatchObject({ name: 'France', localName: 'فرنسا', slug: 'france' });
  });

  it('gives the English name as localName when no locale is asked for', async () => {
    expect(await firstCountry(search('France'))).toMatchObject({ localName: 'France' });
  });

  it('lists countries in the alphabetical order of the locale', async () => {
    const { body } = await t.get<CountriesResponse>('/v1/countries?limit=200&locale=vi');
    const local = body.data.countries.map((c) => c.localName);
    expect(local).toContain('Đức');
    expect(local).toEqual([...local].sort(new Intl.Collator('vi').compare));
  });

  it('names regions, their countries and their plans in the locale', async () => {
    const { body } = await t.get<DestinationResponse>('/v1/destinations/europe?locale=ar');
    if (body.data.kind !== 'region') throw new Error('expected a region');
    expect(body.data.region).toMatchObject({ name: 'Europe', localName: 'أوروبا' });
    expect(body.data.region.countries.map((c) => c.localName)).toContain('فرنسا');
    expect(body.data.regionalBundles[0]?.destination.localName).toBe('أوروبا');
  });

  it('names every region in every locale, not in English', async () => {
    for (const locale of ['vi', 'ar']) {
      const { body } = await t.get<RegionsResponse>(`/v1/regions?limit=50&locale=${locale}`);
      expect(body.data.regions.length).toBeGreaterThan(5);
      for (const region of body.data.regions) expect(region.localName).not.toBe(region.name);
    }
  });

  it('finds a region by its Vietnamese or Arabic name', async () => {
    const vi = await t.get<RegionsResponse>(`/v1/regions?${search('Châu Âu')}`);
    expect(vi.body.data.regions.map((r) => r.slug)).toContain('europe');
    const ar = await t.get<RegionsResponse>(`/v1/regions?${search('الشرق الأوسط')}`);
    expect(ar.body.data.regions.map((r) => r.slug)).toContain('middle-east');
  });

  it('names the country of a popular plan in the locale', async () => {
    const { body } = await t.get<PopularBundlesResponse>(
      '/v1/bundles/popular?isPopular=true&limit=50&locale=vi',
    );
    const japan = body.data.bundles.find((b) => b.country.isoCode === 'JP');
    expect(japan?.country).toMatchObject({ name: 'Japan', localName: 'Nhật Bản' });
  });

  it('refuses a locale the site does not have', async () => {
    const { status } = await t.get('/v1/countries?locale=fr');
    expect(status).toBe(400);
  });
});
