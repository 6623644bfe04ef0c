import { startFakeUpstream } from './fake-upstream';

export const OWM_KEY = 'test-owm-key';
export const LIBRE_KEY = 'test-libre-key';

/** Frankfurter: GET /latest?base=EUR → { amount, base, date, rates }. `rates` can be changed. */
export async function startFakeFrankfurter() {
  const data = {
    date: '2026-11-20',
    rates: { USD: 1.05, GBP: 0.83, JPY: 162.5, VND: 27_500 } as Record<string, number>,
  };
  const fake = await startFakeUpstream((_request, url) => {
    if (url.pathname !== '/latest' || url.searchParams.get('base') !== 'EUR')
      return { status: 404, json: { message: 'not found' } };
    return { status: 200, json: { amount: 1, base: 'EUR', date: data.date, rates: data.rates } };
  });
  return { ...fake, data };
}

const condition = { id: 500, main: 'Rain', description: 'light rain', icon: '10d' };
const main = {
  temp: 21.4,
  feels_like: 21.2,
  temp_min: 20,
  temp_max: 23,
  pressure: 1012,
  humidity: 77,
  sea_level: 1012,
};

/** OpenWeatherMap 2.5: GET /data/2.5/weather and /data/2.5/forecast, appid checked, metric only. */
export async function startFakeOpenWeatherMap() {
  return startFakeUpstream((_request, url) => {
    const q = url.searchParams;
    if (q.get('appid') !== OWM_KEY)
      return { status: 401, json: { cod: 401, message: 'Invalid API key.' } };
    if (q.get('units') !== 'metric')
      return { status: 400, json: { cod: '400', message: 'metric only here' } };
    const lat = Number(q.get('lat'));
    const lon = Number(q.get('lon'));
    if (url.pathname === '/data/2.5/weather') {
      return {
        status: 200,
        json: {
          coord: { lat, lon },
          weather: [condition],
          base: 'stations',
          main,
          visibility: 10000,
          wind: { speed: 3.6, deg: 200 },
          clouds: { all: 75 },
          dt: 1_763_860_000,
          sys: { country: 'VN', sunrise: 1_763_850_000, sunset: 1_763_890_000 },
          timezone: 25_200,
          id: 1566083,
          name: 'Ho Chi Minh City',
          cod: 200,
        },
      };
    }
    if (url.pathname === '/data/2.5/forecast') {
      const list = Array.from({ length: 40 }, (_, i) => {
        const dt = 1_763_866_800 + i * 10_800;
        return {
          dt,
          main,
          weather: [condition],
          clouds: { all: 40 },
          wind: { speed: 2.1, deg: 90, gust: 3 },
          visibility: 10000,
          pop: 0.3,
          sys: { pod: 'd' },
          dt_txt: new Date(dt * 1000).toISOString().replace('T', ' ').slice(0, 19),
        };
      });
      return {
        status: 200,
        json: {
          cod: '200',
          message: 0,
          cnt: 40,
          list,
          city: {
            id: 1566083,
            name: 'Ho Chi Minh City',
            coord: { lat, lon },
            country: 'VN',
            population: 0,
            timezone: 25_200,
            sunrise: 1_763_850_000,
            sunset: 1_763_890_000,
          },
        },
      };
    }
    return { status: 404, json: { cod: '404', message: 'Internal error' } };
  });
}

/** LibreTranslate: GET /languages and POST /translate { q, source, target, format, api_key }. */
export async function startFakeLibreTranslate() {
  return startFakeUpstream((request, url, body) => {
    if (request.method === 'GET' && url.pathname === '/languages') {
      return {
        status: 200,
        json: [
          { code: 'en', name: 'English', targets: ['vi', 'fr'] },
          { code: 'vi', name: 'Vietnamese', targets: ['en'] },
          { code: 'fr', name: 'French', targets: ['en'] },
        ],
      };
    }
    if (request.method === 'POST' && url.pathname === '/translate') {
      const input = JSON.parse(body) as {
        q: string;
        source: string;
        target: string;
        api_key?: string;
      };
      if (input.api_key !== LIBRE_KEY) return { status: 403, json: { error: 'Invalid API key' } };
      return {
        status: 200,
        json: {
          translatedText: `[${input.source}->${input.target}] ${input.q}`,
          // LibreTranslate says what it detected when asked to (source "auto").
          ...(input.source === 'auto'
            ? { detectedLanguage: { confidence: 90, language: 'fr' } }
            : {}),
        },
      };
    }
    return { status: 404, json: { error: 'Not Found' } };
  });
}
