import type {
  CheckDeviceResponse,
  DevicesResponse,
  ReverseGeocodeResponse,
  WeatherResponse,
} from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

interface Envelope {
  error: { code: string; message: string };
}

describe('GET /v1/fx/convert (built-in snapshot)', () => {
  it('converts EUR to USD at the dated snapshot rate', async () => {
    const { status, body } = await t.get<{ data: Record<string, unknown> }>(
      '/v1/fx/convert?from=EUR&to=USD&amount=100',
    );
    expect(status).toBe(200);
    const data = body.data as {
      convertedAmount: number;
      rate: number;
      date: string;
      source: string;
    };
    expect(data.source).toBe('snapshot');
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.rate).toBeGreaterThan(0.8);
    expect(data.rate).toBeLessThan(1.6);
    expect(data.convertedAmount).toBeCloseTo(100 * data.rate, 4);
  });

  it('accepts lower-case codes and an amount of 0', async () => {
    const { status, body } = await t.get<{ data: { convertedAmount: number; from: string } }>(
      '/v1/fx/convert?from=usd&to=jpy&amount=0',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ from: 'USD', convertedAmount: 0 });
  });

  it('converts a currency to itself at 1', async () => {
    const { body } = await t.get<{ data: { rate: number } }>(
      '/v1/fx/convert?from=INR&to=INR&amount=5',
    );
    expect(body.data.rate).toBe(1);
  });

  it.each([
    ['unknown currency', 'from=XYZ&to=USD&amount=1', 'UNKNOWN_CURRENCY'],
    ['negative amount', 'from=EUR&to=USD&amount=-1', 'VALIDATION_FAILED'],
    ['non-numeric amount', 'from=EUR&to=USD&amount=abc', 'VALIDATION_FAILED'],
    ['empty amount', 'from=EUR&to=USD&amount=', 'VALIDATION_FAILED'],
    ['missing to', 'from=EUR&amount=1', 'VALIDATION_FAILED'],
    ['missing amount', 'from=EUR&to=USD', 'VALIDATION_FAILED'],
    ['four-letter code', 'from=EURO&to=USD&amount=1', 'VALIDATION_FAILED'],
  ])('answers 400 for %s', async (_name, query, code) => {
    const { status, body } = await t.get<Envelope>(`/v1/fx/convert?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
  });
});

describe('GET /v1/weather (sample provider)', () => {
  it('answers in OpenWeatherMap shapes and says plainly that it is sample data', async () => {
    const { status, body } = await t.get<WeatherResponse>('/v1/weather?lat=10.78&lon=106.7');
    expect(status).toBe(200);
    const { current, forecast, sample, message } = body.data;
    expect(sample).toBe(true);
    expect(message).toMatch(/no weather service is configured/);
    expect(current.cod).toBe(200);
    expect(typeof current.main.temp).toBe('number');
    expect(typeof current.main.feels_like).toBe('number');
    expect(current.weather[0]?.icon).toMatch(/^\d\d[dn]$/);
    expect(forecast.list).toHaveLength(40);
    expect(forecast.list[1]!.dt - forecast.list[0]!.dt).toBe(10_800);
    expect(forecast.list[0]?.dt_txt).toMatch(/^\d{4}-\d\d-\d\d \d\d:00:00$/);
  });

  it('gives the same sample for the same place and time', async () => {
    const a = await t.get<WeatherResponse>('/v1/weather?lat=48.85&lon=2.35');
    const b = await t.get<WeatherResponse>('/v1/weather?lat=48.85&lon=2.35');
    expect(a.body.data.current.main).toEqual(b.body.data.current.main);
  });

  it.each([
    ['latitude over 90', 'lat=91&lon=0'],
    ['longitude under -180', 'lat=0&lon=-181'],
    ['text', 'lat=north&lon=0'],
    ['an empty value', 'lat=&lon=0'],
    ['a missing value', 'lat=10'],
  ])('answers 400 for %s', async (_name, query) => {
    const { status, body } = await t.get<Envelope>(`/v1/weather?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('/v1/translate (built-in phrasebook)', () => {
  it('lists at least ten languages', async () => {
    const { status, body } = await t.get<{
      data: { languages: { code: string }[]; provider: string };
      count: number;
    }>('/v1/translate/languages');
    expect(status).toBe(200);
    expect(body.data.provider).toBe('phrasebook');
    expect(body.count).toBeGreaterThanOrEqual(10);
    expect(body.data.languages.map((l) => l.code)).toEqual(
      expect.arrayContaining(['en', 'vi', 'fr', 'es', 'de', 'it', 'ja', 'ko', 'zh', 'th', 'ar']),
    );
  });

  it('translates a phrase in the spec shape', async () => {
    const response = await t.post('/v1/translate', {
      text: 'Thank you',
      source: 'en',
      target: 'vi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      match: 'exact',
      translations: [{ translatedText: 'Cảm ơn' }],
    });
  });

  it('answers an uncovered text with an honest message and suggestions, not an error', async () => {
    const response = await t.post('/v1/translate', {
      text: 'Where is the cathedral?',
      source: 'en',
      target: 'de',
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.match).toBe('none');
    expect(data.message).toBeTruthy();
    expect(data.suggestions[0].target).toMatch(/^Wo ist/);
  });

  it.each([
    ['empty text', { text: '   ', source: 'en', target: 'vi' }, 'VALIDATION_FAILED'],
    [
      'text over 5,000 characters',
      { text: 'a'.repeat(5_001), source: 'en', target: 'vi' },
      'VALIDATION_FAILED',
    ],
    ['unknown target language', { text: 'Hello', source: 'en', target: 'xx' }, 'UNKNOWN_LANGUAGE'],
    ['unknown source language', { text: 'Hello', source: 'pt', target: 'en' }, 'UNKNOWN_LANGUAGE'],
    ['auto as a target', { text: 'Hello', source: 'en', target: 'auto' }, 'VALIDATION_FAILED'],
    ['a missing target', { text: 'Hello', source: 'en' }, 'VALIDATION_FAILED'],
  ])('answers 400 for %s', async (_name, body, code) => {
    const response = await t.post('/v1/translate', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(code);
  });
});

describe('/v1/translate with source "auto" (the phrasebook detects the language)', () => {
  it.each([
    ['a phrase it holds', 'Merci beaucoup', 'auto', 'vi', 'fr', 'Cảm ơn rất nhiều'],
    ['AUTO, and a close match', 'vielen dank!', 'AUTO', 'en', 'de', 'Thank you very much'],
    ['an Arabic phrase', 'أين محطة القطار؟', 'auto', 'en', 'ar', 'Where is the train station?'],
  ])(
    'finds the language of %s and says which it was',
    async (_name, text, source, target, detected, translated) => {
      const response = await t.post('/v1/translate', { text, source, target });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        detectedSource: detected,
        translations: [{ translatedText: translated }],
      });
    },
  );

  it('answers 422 LANGUAGE_NOT_DETECTED for a text it cannot place', async () => {
    const body = { text: 'Qwxz plorf vintabulation', source: 'auto', target: 'en' };
    const response = await t.post('/v1/translate', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      code: 'LANGUAGE_NOT_DETECTED',
      message: expect.stringMatching(/could not be detected/),
    });
  });
});

describe('translation rate limit', () => {
  it('answers 429 RATE_LIMITED past 60 translations a minute from one address', async () => {
    let status = 0;
    for (let i = 0; i < 61 && status !== 429; i++) {
      status = (await t.post('/v1/translate', { text: 'Hello', source: 'en', target: 'ko' }))
        .statusCode;
    }
    expect(status).toBe(429);
  });
});

describe('GET /v1/geocode/reverse', () => {
  it('names the nearest town and its country', async () => {
    const { status, body } = await t.get<ReverseGeocodeResponse>(
      '/v1/geocode/reverse?lat=21.0285&lon=105.8542',
    );
    expect(status).toBe(200);
    // Central Hanoi: the nearest listed place is its Hoàn Kiếm district.
    expect(body.data).toMatchObject({ city: 'Hoàn Kiếm', country: 'Vietnam', countryCode: 'VN' });
  });

  it('answers null names in the open sea, so the web can say "Unknown city"', async () => {
    const { status, body } = await t.get<ReverseGeocodeResponse>(
      '/v1/geocode/reverse?lat=-40&lon=-120',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ city: null, country: null });
  });

  it('answers 400 for coordinates out of range', async () => {
    expect((await t.get('/v1/geocode/reverse?lat=100&lon=0')).status).toBe(400);
  });
});

describe('eSIM device check', () => {
  it('answers from a model name', async () => {
    const { status, body } = await t.get<CheckDeviceResponse>(
      '/v1/esim/check-device?model=Galaxy%20S23',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ model: 'Galaxy S23', brand: 'Samsung', compatible: true });
  });

  it('reads the Sec-CH-UA-Model client hint when no model is given', async () => {
    const { body } = await t.get<CheckDeviceResponse>('/v1/esim/check-device?userAgent=x', {
      'sec-ch-ua-model': '"Pixel 8 Pro"',
    });
    expect(body.data).toMatchObject({ model: 'Pixel 8 Pro', compatible: true });
  });

  it('answers "likely" for an iPhone user agent on a recent iOS', async () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const { body } = await t.get<CheckDeviceResponse>(
      `/v1/esim/check-device?userAgent=${encodeURIComponent(ua)}`,
    );
    expect(body.data).toMatchObject({ compatible: true, reason: 'ios-likely' });
  });

  it('answers a definite no for a feature phone and for a model known to lack an eSIM', async () => {
    const kaios =
      'Mozilla/5.0 (Mobile; Nokia_2720_Flip; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5';
    const byAgent = await t.get<CheckDeviceResponse>(
      `/v1/esim/check-device?userAgent=${encodeURIComponent(kaios)}`,
    );
    expect(byAgent.body.data).toMatchObject({
      model: 'Nokia 2720 Flip',
      compatible: false,
      reason: 'feature-phone',
    });
    const byModel = await t.get<CheckDeviceResponse>('/v1/esim/check-device?model=Nokia%20105');
    expect(byModel.body.data).toMatchObject({ compatible: false, reason: 'feature-phone' });
    const old = await t.get<CheckDeviceResponse>('/v1/esim/check-device?model=iPhone%207');
    expect(old.body.data).toMatchObject({ compatible: false, reason: 'not-supported' });
  });

  it('answers null for a model it does not know', async () => {
    const { body } = await t.get<CheckDeviceResponse>(
      '/v1/esim/check-device?model=Unknown%20Phone%20Z',
    );
    expect(body.data.compatible).toBeNull();
  });

  it.each([
    ['nothing to go on', ''],
    ['an empty model', 'model='],
    ['a model over 100 characters', `model=${'x'.repeat(101)}`],
  ])('answers 400 for %s', async (_name, query) => {
    const { status } = await t.get(`/v1/esim/check-device?${query}`);
    expect(status).toBe(400);
  });

  it('lists eSIM phones grouped by brand', async () => {
    const { status, body } = await t.get<DevicesResponse>('/v1/esim/devices');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThan(80);
    expect(body.data.brands[0]?.brand).toBe('Apple');
  });
});

describe('OpenAPI', () => {
  it('documents every travel utility route', async () => {
    const { body } = await t.get<{ paths: Record<string, unknown> }>('/v1/docs/json');
    for (const path of [
      '/v1/fx/convert',
      '/v1/weather',
      '/v1/translate',
      '/v1/translate/languages',
      '/v1/geocode/reverse',
      '/v1/esim/check-device',
      '/v1/esim/devices',
    ]) {
      expect(Object.keys(body.paths)).toContain(path);
    }
  });
});
