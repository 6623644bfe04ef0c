import type {
  FxConvertResponse,
  TranslateLanguagesResponse,
  WeatherResponse,
} from '@tern/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fxRates, jobs } from '../src/db/schema';
import { REFRESH_FX_RATES } from '../src/modules/fx/refresh-rates';
import { createOpenWeatherMap } from '../src/providers/weather/openweathermap';
import {
  LIBRE_KEY,
  OWM_KEY,
  startFakeFrankfurter,
  startFakeLibreTranslate,
  startFakeOpenWeatherMap,
} from './support/fake-vendors';
import { useTestApp } from './support/test-app';

let frankfurter: Awaited<ReturnType<typeof startFakeFrankfurter>>;
let owm: Awaited<ReturnType<typeof startFakeOpenWeatherMap>>;
let libre: Awaited<ReturnType<typeof startFakeLibreTranslate>>;
beforeAll(async () => {
  [frankfurter, owm, libre] = await Promise.all([
    startFakeFrankfurter(),
    startFakeOpenWeatherMap(),
    startFakeLibreTranslate(),
  ]);
});
afterAll(async () => {
  await Promise.all([frankfurter?.close(), owm?.close(), libre?.close()]);
});

describe('fx: ECB rates from a Frankfurter service, refreshed by a daily job', () => {
  const t = useTestApp(() => ({ fxUrl: frankfurter.url }));

  it('stores the day’s rates as history and schedules tomorrow’s refresh', async () => {
    await t.get('/v1/health'); // the app is ready: today's refresh job is queued
    await t.app.jobs.runDue();
    const stored = await t.database.db.select().from(fxRates).orderBy(asc(fxRates.currencyCode));
    expect(stored.map((r) => [r.ratesDate, r.currencyCode, r.perEur])).toEqual([
      ['2026-11-20', 'GBP', 0.83],
      ['2026-11-20', 'JPY', 162.5],
      ['2026-11-20', 'USD', 1.05],
      ['2026-11-20', 'VND', 27_500],
    ]);
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${REFRESH_FX_RATES} and ${jobs.status} = 'queued'`);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(queued[0]!.runAt.getUTCHours()).toBe(15);
  });

  it('converts with the stored ECB rates, without calling the service', async () => {
    const calls = frankfurter.hits('/latest');
    const { status, body } = await t.get<FxConvertResponse>(
      '/v1/fx/convert?from=EUR&to=USD&amount=10',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      rate: 1.05,
      convertedAmount: 10.5,
      date: '2026-11-20',
      source: 'ecb',
    });
    const cross = await t.get<FxConvertResponse>('/v1/fx/convert?from=GBP&to=JPY&amount=1');
    expect(cross.body.data.rate).toBeCloseTo(162.5 / 0.83, 6);
    expect(frankfurter.hits('/latest')).toBe(calls);
  });

  it('falls back to the catalogue snapshot for a currency the ECB does not publish', async () => {
    const { body } = await t.get<FxConvertResponse>('/v1/fx/convert?from=USD&to=AED&amount=1');
    expect(body.data.source).toBe('snapshot');
  });

  it('keeps converting while the rates service is down, and the next day adds to the history', async () => {
    frankfurter.state.down = 'http';
    await t.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${REFRESH_FX_RATES} and status = 'queued'`,
    );
    await t.app.jobs.runDue();
    expect((await t.get('/v1/fx/convert?from=EUR&to=USD&amount=1')).status).toBe(200);
    frankfurter.state.down = false;
    frankfurter.data.date = '2026-11-21';
    frankfurter.data.rates = { USD: 1.06, GBP: 0.84, JPY: 163, VND: 27_600 };
    await t.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${REFRESH_FX_RATES} and status = 'queued'`,
    );
    await t.app.jobs.runDue();
    const days = await t.database.db
      .selectDistinct({ day: fxRates.ratesDate })
      .from(fxRates)
      .orderBy(asc(fxRates.ratesDate));
    expect(days.map((d) => d.day)).toEqual(['2026-11-20', '2026-11-21']);
  });
});

describe('weather and translation through their real adapters', () => {
  const t = useTestApp(() => ({
    openWeather: { apiKey: OWM_KEY, url: owm.url },
    translate: { url: libre.url, apiKey: LIBRE_KEY },
  }));

  it('answers OpenWeatherMap’s current weather and forecast, not a sample', async () => {
    const { status, body } = await t.get<WeatherResponse>('/v1/weather?lat=10.7769&lon=106.7009');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ provider: 'openweathermap', sample: false });
    expect(body.data.message).toBeUndefined();
    expect(body.data.current).toMatchObject({
      name: 'Ho Chi Minh City',
      cod: 200,
      main: { temp: 21.4, humidity: 77 },
      wind: { speed: 3.6 },
      clouds: { all: 75 },
    });
    expect(body.data.forecast.list).toHaveLength(40);
    expect(body.data.forecast.list[0]?.dt_txt).toMatch(/^\d{4}-\d\d-\d\d \d\d:00:00$/);
  });

  it('answers a nearby point (same 0.01°) from the cache', async () => {
    const before = owm.hits('/data/2.5/weather');
    await t.get('/v1/weather?lat=10.7771&lon=106.7011');
    expect(owm.hits('/data/2.5/weather')).toBe(before);
  });

  it('answers 503 PROVIDER_UNAVAILABLE when the weather service is down', async () => {
    owm.state.down = 'http';
    const down = await t.get<{ error: { code: string } }>('/v1/weather?lat=52.52&lon=13.4');
    owm.state.down = 'drop';
    const dropped = await t.get<{ error: { code: string } }>('/v1/weather?lat=52.53&lon=13.4');
    owm.state.down = false;
    expect([down.status, dropped.status]).toEqual([503, 503]);
    expect(down.body.error.code).toBe('PROVIDER_UNAVAILABLE');
    // A failure is not cached: the service answers again once it is back.
    expect((await t.get('/v1/weather?lat=52.52&lon=13.4')).status).toBe(200);
  });

  it('lists LibreTranslate’s languages and translates through it with the key', async () => {
    const languages = await t.get<TranslateLanguagesResponse>('/v1/translate/languages');
    expect(languages.body.data.provider).toBe('libretranslate');
    expect(languages.body.count).toBe(3);
    const response = await t.post('/v1/translate', { text: 'Hello', source: 'en', target: 'vi' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      match: 'machine',
      provider: 'libretranslate',
      translations: [{ translatedText: '[en->vi] Hello' }],
    });
  });

  it('passes source "auto" to LibreTranslate and reports the language it detected', async () => {
    const body = { text: 'Bonjour', source: 'auto', target: 'en' };
    expect((await t.post('/v1/translate', body)).json().data).toEqual({
      provider: 'libretranslate',
      match: 'machine',
      detectedSource: 'fr',
      translations: [{ translatedText: '[auto->en] Bonjour' }],
      suggestions: [],
    });
  });

  it('refuses a language LibreTranslate does not offer with 400', async () => {
    const response = await t.post('/v1/translate', { text: 'Hello', source: 'en', target: 'de' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('UNKNOWN_LANGUAGE');
  });

  it('answers 503 PROVIDER_UNAVAILABLE when LibreTranslate is down', async () => {
    libre.state.down = 'http';
    const response = await t.post('/v1/translate', { text: 'Hello', source: 'en', target: 'fr' });
    libre.state.down = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('PROVIDER_UNAVAILABLE');
  });

  it('limits weather requests per address with 429 in the envelope', async () => {
    let limited: { status: number; body: { error?: { code: string } } } | undefined;
    for (let i = 0; i < 31 && !limited; i++) {
      const response = await t.get<{ error?: { code: string } }>(
        '/v1/weather?lat=10.7769&lon=106.7009',
      );
      if (response.status === 429) limited = response;
    }
    expect(limited?.body.error?.code).toBe('RATE_LIMITED');
  });
});

describe('OpenWeatherMap cache', () => {
  it('asks the service again once ten minutes have passed', async () => {
    let now = 1_000_000;
    const weather = createOpenWeatherMap({ apiKey: OWM_KEY, baseUrl: owm.url, now: () => now });
    const before = owm.hits('/data/2.5/forecast');
    await weather.report(35.68, 139.76);
    now += 9 * 60_000;
    await weather.report(35.68, 139.76);
    expect(owm.hits('/data/2.5/forecast')).toBe(before + 1);
    now += 2 * 60_000;
    await weather.report(35.68, 139.76);
    expect(owm.hits('/data/2.5/forecast')).toBe(before + 2);
  });
});
