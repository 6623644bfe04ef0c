import type {
  AttractionAvailabilityResponse,
  AttractionCountriesResponse,
  AttractionDetailsResponse,
  AttractionsResponse,
} from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

/** The built-in supplier, as `npm start` serves it. */
const t = useTestApp();

const ids = (body: AttractionsResponse) => body.data.products.map((p) => p.attractionId);
const list = (query = '') => t.get<AttractionsResponse>(`/v1/attractions/products${query}`);
/** Every page of a listing, in order. */
async function everyPage(query: string) {
  const products = [];
  for (let page = 1; ; page += 1) {
    const { body } = await list(`?${query}&limit=100&page=${page}`);
    products.push(...body.data.products);
    if (products.length >= body.count) return products;
  }
}

describe('the built-in attractions and tours', () => {
  it('answers locale=ar in Arabic, with no English template text left', async () => {
    const [en, ar] = await Promise.all([list('?limit=100'), list('?limit=100&locale=ar')]);
    expect(ar.status).toBe(200);
    expect(ids(ar.body)).toEqual(ids(en.body));
    const arabic = /\p{Script=Arabic}/u;
    for (const [index, product] of ar.body.data.products.entries()) {
      const inEnglish = en.body.data.products[index]!;
      // A brand written in Latin letters everywhere keeps them (the glossary's "Names").
      if (product.attractionId !== 'teamlab-planets') {
        expect(product.attractionName, product.attractionId).toMatch(arabic);
      }
      expect(product.city, product.attractionId).toMatch(arabic);
      if (inEnglish.dataDescription) {
        expect(product.dataDescription).toMatch(/^بيانات مجانية بسعة [\d.]+ (GB|MB) في /);
      }
    }
    const details = await t.get<AttractionDetailsResponse>(
      '/v1/attractions/ha-long-bay-cruise?locale=ar',
    );
    const d = details.body.data;
    const english = await t.get<AttractionDetailsResponse>('/v1/attractions/ha-long-bay-cruise');
    for (const [line, inEnglish] of [
      [d.description, english.body.data.description],
      ...d.highlights.map((h, i) => [h, english.body.data.highlights[i]!]),
      ...d.included.map((h, i) => [h, english.body.data.included[i]!]),
      ...d.whatToBring.map((h, i) => [h, english.body.data.whatToBring[i]!]),
    ] as [string, string][]) {
      expect(line).toMatch(arabic);
      expect(line).not.toBe(inEnglish);
    }
  });

  it('refuses a locale it does not write, naming the ones it does', async () => {
    const response = await t.get<{ error: { code: string; message: string } }>(
      '/v1/attractions/products?locale=fr',
    );
    expect(response.status).toBe(400);
    expect(response.body.error.message).toMatch(/locale must be one of en, vi, ar/);
  });

  it('lists at least 150 in 40 countries, the launch deal cards first, 12 a page', async () => {
    const first = await list();
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(150);
    expect(first.body.data.products).toHaveLength(12);
    expect(ids(first.body).slice(0, 4)).toEqual([
      'eiffel-tower-summit',
      'louvre-priority',
      'sagrada-familia',
      'alhambra-nasrid',
    ]);
    const countries = await t.get<AttractionCountriesResponse>('/v1/attractions/countries');
    expect(countries.body.data.countries.length).toBeGreaterThanOrEqual(40);
    const total = countries.body.data.countries.reduce((sum, c) => sum + c.count, 0);
    expect(total).toBe(first.body.count);
    // Every page together is the whole list, each attraction once.
    const all = await everyPage('sort=popular');
    expect(new Set(all.map((p) => p.attractionId)).size).toBe(first.body.count);
  });

  it('finds attractions by name, city or country, in either language, accents aside', async () => {
    for (const [query, id] of [
      ['eiffel', 'eiffel-tower-summit'],
      ['thap%20eiffel', 'eiffel-tower-summit'],
      ['Th%C3%A1p%20Eiffel', 'eiffel-tower-summit'],
      ['louvre%20paris', 'louvre-priority'],
      ['granada', 'alhambra-nasrid'],
    ] as const) {
      const found = await list(`?search=${query}&limit=200`);
      expect(ids(found.body), query).toContain(id);
    }
    const paris = await list('?search=paris&limit=200');
    expect(
      paris.body.data.products.every((p) => `${p.city} ${p.attractionName}`.includes('Paris')),
    ).toBe(true);
    const france = await list('?country=FR&limit=200');
    expect(france.body.data.products.every((p) => p.countryCode === 'FR')).toBe(true);
    expect(france.body.count).toBeGreaterThanOrEqual(paris.body.count);
    const uk = await list('?search=uk&limit=200');
    expect(uk.body.count).toBeGreaterThan(0);
    expect(uk.body.data.products.every((p) => p.countryCode === 'GB')).toBe(true);
  });

  it('filters by every category and sorts by price either way', async () => {
    let total = 0;
    for (const category of [
      'museums',
      'landmarks',
      'tours',
      'day_trips',
      'theme_parks',
      'experiences',
    ]) {
      const found = await list(`?category=${category}&limit=200`);
      expect(found.body.count, category).toBeGreaterThan(0);
      expect(found.body.data.products.every((p) => p.category === category)).toBe(true);
      total += found.body.count;
    }
    expect(total).toBe((await list()).body.count);
    const prices = (await everyPage('sort=price_asc&currency=USD')).map((p) => p.fromPrice.minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = (await everyPage('sort=price_desc&currency=USD')).map((p) => p.fromPrice.minor);
    expect(dear).toEqual([...prices].reverse());
  });

  it('tells the Louvre in full, in Vietnamese too, and shuts it on Tuesdays', async () => {
    const en = await t.get<AttractionDetailsResponse>(
      '/v1/attractions/louvre-priority?currency=EUR',
    );
    expect(en.body.data).toMatchObject({
      attractionName: 'Louvre Museum priority entry',
      city: 'Paris',
      country: 'France',
      timeZone: 'Europe/Paris',
      category: 'museums',
    });
    expect(en.body.data.openingHours.some((h) => h.day === 2)).toBe(false);
    expect(en.body.data.gallery.length).toBeGreaterThanOrEqual(3);
    expect(en.body.data.ticketTypes[0]!.price.currencyCode).toBe('EUR');
    const vi = await t.get<AttractionDetailsResponse>('/v1/attractions/louvre-priority?locale=vi');
    expect(vi.body.data.attractionName).toBe('Vào Bảo tàng Louvre không xếp hàng');
    expect(vi.body.data.country).toBe('Pháp');
    expect(vi.body.data.description).not.toBe(en.body.data.description);
    const ar = await t.get<AttractionDetailsResponse>('/v1/attractions/louvre-priority?locale=ar');
    expect(ar.body.data).toMatchObject({
      attractionName: 'دخول ذو أولوية إلى متحف اللوفر',
      city: 'باريس',
    });
    expect(ar.body.data.description).toMatch(/^دخول ذو أولوية إلى متحف اللوفر في باريس، /);

    const from = localDateTime('Europe/Paris', new Date()).date;
    const days = await t.get<AttractionAvailabilityResponse>(
      `/v1/attractions/louvre-priority/availability?from=${from}&to=${addDays(from, 89)}`,
    );
    expect(days.body.data.days).toHaveLength(90);
    for (const day of days.body.data.days) {
      if (new Date(`${day.date}T12:00:00Z`).getUTCDay() === 2) expect(day.status).toBe('closed');
    }
    const open = days.body.data.days.filter((d) => d.status === 'open');
    expect(open.length).toBeGreaterThan(60);
    expect(open[1]!.slots[0]).toMatchObject({ time: '09:00', status: 'available' });
  });
});
