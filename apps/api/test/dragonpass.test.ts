import type {
  CitiesResponse,
  PreorderSummaryResponse,
  ResourceDetailsResponse,
  ResourcesResponse,
  TransportHubsResponse,
} from '@tern/contracts';
import { addDays, localDateTime } from '@tern/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifyQuote } from '../src/modules/lounges/quote-token';
import {
  builtInCatalogue,
  createBuiltInLoungeProvider,
} from '../src/providers/lounges/built-in/built-in-provider';
import { BUSIEST_AIRPORTS } from '../src/providers/lounges/built-in/busiest-airports';
import { useTestApp } from './support/test-app';

const secret = 'lounge-test-secret-of-at-least-32-characters';
const t = useTestApp({ authSecret: secret });

async function allCities(module: 1 | 2) {
  const cities: string[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await t.get<CitiesResponse>(
      `/v1/dragonpass/cities?pageNumber=${page}&pageSize=100&module=${module}`,
    );
    cities.push(...body.data.cities.map((c) => c.city));
    if (body.data.cities.length < 100) return { cities, count: body.count };
  }
}

describe('GET /v1/dragonpass/cities', () => {
  it('offers at least 150 cities in each module, alphabetical, 20 a page', async () => {
    for (const module of [1, 2] as const) {
      const { cities, count } = await allCities(module);
      expect(count).toBeGreaterThanOrEqual(150);
      expect(cities).toHaveLength(count);
      expect([...cities].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(cities);
    }
    const { body } = await t.get<CitiesResponse>(
      '/v1/dragonpass/cities?pageNumber=1&pageSize=20&module=1',
    );
    expect(body.data.cities).toHaveLength(20);
  });

  it('offers the cities of the 50 busiest airports', async () => {
    const { body } = await t.get<TransportHubsResponse>(
      '/v1/dragonpass/transportHubs?city=London&pageNumber=1&pageSize=20&type=1',
    );
    expect(body.data.transportHubs.map((h) => h.iata)).toEqual(
      expect.arrayContaining(['LHR', 'LGW']),
    );
    const { cities } = await allCities(1);
    for (const iata of BUSIEST_AIRPORTS) {
      const { body: resources } = await t.get<ResourcesResponse>(
        `/v1/dragonpass/resources?transportHubId=${iata}&module=1`,
      );
      expect(resources.count, iata).toBeGreaterThan(0);
    }
    expect(cities).toEqual(
      expect.arrayContaining([
        'Atlanta',
        'Dubai',
        'London',
        'Tokyo',
        'Singapore',
        'Kuala Lumpur',
        'Hong Kong',
        'Mexico City',
      ]),
    );
  });

  it('names the cities in the locale asked for, and finds them by that name', async () => {
    const arabic = await t.get<CitiesResponse>(
      `/v1/dragonpass/cities?module=1&locale=ar&search=${encodeURIComponent('دبي')}`,
    );
    expect(arabic.body.data.cities).toEqual([
      expect.objectContaining({ city: 'Dubai', localCity: 'دبي' }),
    ]);
    const vietnamese = await t.get<CitiesResponse>(
      '/v1/dragonpass/cities?module=2&locale=vi&search=ha%20noi',
    );
    expect(vietnamese.body.data.cities).toEqual([
      expect.objectContaining({ city: 'Hanoi', localCity: 'Hà Nội' }),
    ]);
    // Without a locale the names are English.
    const english = await t.get<CitiesResponse>('/v1/dragonpass/cities?module=1&search=dubai');
    expect(english.body.data.cities.map((c) => c.localCity)).toEqual(['Dubai']);
  });

  it('finds a city by part of its name, its country or an airport code, accents ignored', async () => {
    const byName = await t.get<CitiesResponse>('/v1/dragonpass/cities?module=2&search=hanoi');
    expect(byName.body.data.cities.map((c) => c.city)).toContain('Hanoi');
    const byCode = await t.get<CitiesResponse>('/v1/dragonpass/cities?module=1&search=SGN');
    expect(byCode.body.data.cities.map((c) => c.city)).toEqual(['Ho Chi Minh City']);
    const none = await t.get<CitiesResponse>('/v1/dragonpass/cities?module=1&search=zzzzqq');
    expect(none.body).toEqual({ data: { cities: [] }, count: 0 });
  });

  it('refuses page 0, a page size over 100 and an unknown module', async () => {
    for (const query of [
      'pageNumber=0',
      'pageSize=101',
      'module=3',
      'module=lounge',
      'pageNumber=1.5',
    ]) {
      const response = await t.get<{ error: { code: string } }>(`/v1/dragonpass/cities?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('airports and their lounges', () => {
  it("lists a city's airports with coordinates and the airport time zone", async () => {
    const { status, body } = await t.get<TransportHubsResponse>(
      '/v1/dragonpass/transportHubs?city=Singapore&pageNumber=1&pageSize=20&type=1',
    );
    expect(status).toBe(200);
    expect(body.data.transportHubs[0]).toMatchObject({
      transportHubId: 'SIN',
      iata: 'SIN',
      city: 'Singapore',
      countryCode: 'SG',
      timeZone: 'Asia/Singapore',
    });
    expect(body.data.transportHubs[0]?.latitude).toBeCloseTo(1.35, 1);
  });

  it('names the city in the requested locale and keeps `city` as paths write it', async () => {
    const named = async (query: string) =>
      (await t.get<TransportHubsResponse>(`/v1/dragonpass/transportHubs?city=dubai${query}`)).body
        .data.transportHubs[0];
    expect(await named('&locale=ar')).toMatchObject({ city: 'Dubai', localCity: 'دبي' });
    expect(await named('')).toMatchObject({ city: 'Dubai', localCity: 'Dubai' });
    const details = await t.get<ResourceDetailsResponse>(
      '/v1/dragonpass/resourceDetails/LG-HAN-1?module=1&locale=vi',
    );
    expect(details.body.data.transportHub).toMatchObject({ city: 'Hanoi', localCity: 'Hà Nội' });
  });

  it('answers 404 for a city without service and 400 for another hub type', async () => {
    expect((await t.get('/v1/dragonpass/transportHubs?city=Atlantis')).status).toBe(404);
    expect((await t.get('/v1/dragonpass/transportHubs?city=London&type=2')).status).toBe(400);
  });

  it("lists an airport's lounges and fast-track separately, each with terminal, hours and image", async () => {
    const lounges = await t.get<ResourcesResponse>(
      '/v1/dragonpass/resources?transportHubId=LHR&module=1',
    );
    const fast = await t.get<ResourcesResponse>(
      '/v1/dragonpass/resources?transportHubId=LHR&module=2',
    );
    expect(lounges.body.count).toBeGreaterThan(1);
    expect(fast.body.count).toBeGreaterThan(0);
    expect(
      lounges.body.data.resources.every((r) => r.module === 1 && r.resourceId.startsWith('LG-')),
    ).toBe(true);
    expect(fast.body.data.resources.every((r) => r.module === 2)).toBe(true);
    const first = lounges.body.data.resources[0];
    expect(first).toMatchObject({ iata: 'LHR', timeZone: 'Europe/London' });
    expect(first?.terminal).toMatch(/Terminal/);
    expect(first?.imageUrl).toBe(`/art/lounge/${first?.resourceId}.svg`);
    // Prices and capacity are for the details page and the summary, not the list.
    expect(first).not.toHaveProperty('adultUsdCents');
    expect((await t.get('/v1/dragonpass/resources?transportHubId=XXX&module=1')).status).toBe(404);
  });

  it('gives the same catalogue on every start (generated deterministically)', async () => {
    const a = await t.get<ResourcesResponse>(
      '/v1/dragonpass/resources?transportHubId=HAN&module=1',
    );
    expect(a.body.data.resources[0]?.resourceId).toBe('LG-HAN-1');
    expect(a.body.data.resources[0]?.resourceName).toBe('Terrace Lounge Hanoi');
  });
});

describe('GET /v1/dragonpass/resourceDetails/{id}', () => {
  it('shows conditions and prices per adult and child in the traveller currency', async () => {
    const usd = await t.get<ResourceDetailsResponse>(
      '/v1/dragonpass/resourceDetails/LG-HAN-1?module=1',
    );
    expect(usd.status).toBe(200);
    expect(usd.body.data.conditions).toMatchObject({
      maximumStayHours: 4,
      childAgeFrom: 2,
      infantsFree: true,
    });
    expect(usd.body.data.prices.currencyCode).toBe('USD');
    expect(usd.body.data.prices.child).toBeLessThan(usd.body.data.prices.adult);
    expect(usd.body.data.transportHub.iata).toBe('HAN');
    const vnd = await t.get<ResourceDetailsResponse>(
      '/v1/dragonpass/resourceDetails/LG-HAN-1?module=1&currency=VND',
    );
    expect(vnd.body.data.prices.currencyCode).toBe('VND');
    expect(vnd.body.data.prices.adult).toBeGreaterThan(usd.body.data.prices.adult * 10_000);
  });

  it('is a 404 for an unknown id or the other module', async () => {
    for (const url of ['LG-NOPE-1?module=1', 'LG-HAN-1?module=2']) {
      const response = await t.get<{ error: { code: string } }>(
        `/v1/dragonpass/resourceDetails/${url}`,
      );
      expect(response.status).toBe(404);
      expect(response.body.error.code).toBe('RESOURCE_NOT_FOUND');
    }
  });
});

describe('POST /v1/dragonpass/preorder/summary', () => {
  const tomorrow = addDays(localDateTime('Asia/Bangkok', new Date()).date, 1);
  const body = {
    resourceId: 'LG-HAN-1',
    module: 1,
    date: tomorrow,
    time: '09:30',
    adults: 2,
    children: 1,
    flightNumber: 'vn123',
  };

  it('prices the slot on the server and signs a quote valid for 15 minutes', async () => {
    const response = await t.post('/v1/dragonpass/preorder/summary', body);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<PreorderSummaryResponse>();
    expect(data).toMatchObject({
      available: true,
      unavailableReason: null,
      flightNumber: 'VN 123',
    });
    expect(data.prices.total).toBeCloseTo(data.prices.perAdult * 2 + data.prices.perChild, 2);
    const expires = Date.parse(data.quote?.expiresAt ?? '');
    expect(expires - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const quote = verifyQuote(secret, data.quote?.token ?? '', new Date());
    expect(quote).toMatchObject({
      resourceId: 'LG-HAN-1',
      adults: 2,
      children: 1,
      currencyCode: 'USD',
    });
    // Free cancellation ends 24 h before the 09:00 slot in Hanoi (UTC+7).
    expect(data.freeCancellationUntil).toBe(`${addDays(tomorrow, -1)}T02:00:00.000Z`);
  });

  it('converts to the traveller currency', async () => {
    const response = await t.post('/v1/dragonpass/preorder/summary', { ...body, currency: 'EUR' });
    expect(response.json<PreorderSummaryResponse>().data.prices.currencyCode).toBe('EUR');
  });

  it('says a lounge is closed at a time outside its hours, with no quote', async () => {
    // The first lounge whose hours do not pass midnight: open at noon, closed at 03:00.
    const lounge = builtInCatalogue().resources.find(
      (r) => r.module === 1 && !r.hours.allDay && r.hours.opens < r.hours.closes,
    );
    if (!lounge) throw new Error('the catalogue has no lounge with daytime hours');
    const date = addDays(localDateTime(lounge.timeZone, new Date()).date, 1);
    const ask = (time: string) =>
      t.post('/v1/dragonpass/preorder/summary', {
        ...body,
        resourceId: lounge.resourceId,
        date,
        time,
      });
    const closed = (await ask('03:00')).json<PreorderSummaryResponse>().data;
    expect(closed).toMatchObject({ available: false, unavailableReason: 'closed', quote: null });
    const open = (await ask('12:00')).json<PreorderSummaryResponse>().data;
    expect(open).toMatchObject({ available: true, unavailableReason: null });
  });

  describe('with a slot nearly booked out', () => {
    // 34 of LG-HAN-1's 35 places in every slot are taken: one traveller fits, two do not.
    const full = useTestApp({ authSecret: secret }, () => ({
      loungeProvider: createBuiltInLoungeProvider(async () => 34),
    }));

    it('says the slot is full when there are more travellers than places, with no quote', async () => {
      const one = await full.post('/v1/dragonpass/preorder/summary', {
        ...body,
        adults: 1,
        children: 0,
      });
      expect(one.json<PreorderSummaryResponse>().data).toMatchObject({
        available: true,
        remaining: 1,
      });
      const two = await full.post('/v1/dragonpass/preorder/summary', {
        ...body,
        adults: 2,
        children: 0,
      });
      expect(two.json<PreorderSummaryResponse>().data).toMatchObject({
        available: false,
        unavailableReason: 'full',
        remaining: 1,
        quote: null,
      });
    });
  });

  it('is a 404 for an unknown lounge', async () => {
    const response = await t.post('/v1/dragonpass/preorder/summary', {
      ...body,
      resourceId: 'LG-NOPE-9',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('contract', () => {
  it('documents every lounge route in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/v1/dragonpass/cities',
        '/v1/dragonpass/transportHubs',
        '/v1/dragonpass/resources',
        '/v1/dragonpass/resourceDetails/{id}',
        '/v1/dragonpass/preorder/summary',
        '/v1/dragonpass/epass/all',
        '/v1/orders/{orderId}/lines/{lineId}/cancel',
      ]),
    );
    const cancel = spec.paths['/v1/orders/{orderId}/lines/{lineId}/cancel'].post;
    expect(Object.keys(cancel.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
  });

  it('answers any query or body with a 2xx or a 4xx envelope, never a 5xx', async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom('0', '1', '2', '101', '-1', 'LHR', '%', '1e3'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('cities', 'transportHubs', 'resources', 'resourceDetails/LG-HAN-1'),
        fc.dictionary(
          fc.constantFrom(
            'pageNumber',
            'pageSize',
            'module',
            'search',
            'city',
            'type',
            'transportHubId',
            'currency',
          ),
          text,
        ),
        async (route, query) => {
          const search = new URLSearchParams(query).toString();
          const response = await t.app.inject({
            method: 'GET',
            url: `/v1/dragonpass/${route}?${search}`,
            headers: { 'x-site-id': 'tern-web' },
          });
          expect(response.statusCode, `${route}?${search}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            resourceId: fc.oneof(fc.constant('LG-HAN-1'), fc.string()),
            module: fc.oneof(fc.constant(1), fc.integer(), fc.string()),
            date: fc.oneof(
              fc.constant(addDays(localDateTime('UTC', new Date()).date, 3)),
              fc.string(),
            ),
            time: fc.oneof(fc.constant('10:00'), fc.string()),
            adults: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.string()),
            children: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constant(null)),
            flightNumber: fc.oneof(fc.constant('VN 1'), fc.string()),
            currency: fc.oneof(fc.constant('EUR'), fc.string({ maxLength: 4 })),
          },
          { requiredKeys: [] },
        ),
        async (body) => {
          const response = await t.post('/v1/dragonpass/preorder/summary', body);
          expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });
});
