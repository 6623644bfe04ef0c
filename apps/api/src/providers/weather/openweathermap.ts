import { CurrentWeatherSchema, ForecastSchema } from '@tern/contracts';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { fetchUpstream, ProviderUnavailableError } from '../shared/provider-unavailable';
import type { WeatherProvider, WeatherReport } from './weather-provider';

const PROVIDER = 'weather';
const CACHE_TTL_MS = 10 * 60_000;

export interface OpenWeatherMapOptions {
  apiKey: string;
  /** https://api.openweathermap.org unless a test points it at a fake. */
  baseUrl?: string;
  now?: () => number;
}

/**
 * OpenWeatherMap current weather + 5-day/3-hour forecast, metric units. The key stays on the
 * server. Answers are cached per location rounded to 0.01° (~1 km) for 10 minutes: OWM itself
 * updates no faster, and every call costs quota.
 */
export function createOpenWeatherMap(options: OpenWeatherMapOptions): WeatherProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.openweathermap.org').replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, { report: Promise<WeatherReport>; expiresAt: number }>({
    max: 5_000,
  });

  async function get<S extends z.ZodType>(path: string, lat: number, lon: number, schema: S) {
    const query = new URLSearchParams({
      lat: String(lat),
      lon: String(lon),
      units: 'metric',
      appid: options.apiKey,
    });
    const response = await fetchUpstream(PROVIDER, `${baseUrl}/data/2.5/${path}?${query}`);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ProviderUnavailableError(PROVIDER, `unexpected ${path} answer`);
    return parsed.data as z.infer<S>;
  }

  async function load(lat: number, lon: number): Promise<WeatherReport> {
    const [current, forecast] = await Promise.all([
      get('weather', lat, lon, CurrentWeatherSchema),
      get('forecast', lat, lon, ForecastSchema),
    ]);
    return { current, forecast, provider: 'openweathermap', sample: false };
  }

  return {
    report(latitude, longitude) {
      const lat = Math.round(latitude * 100) / 100;
      const lon = Math.round(longitude * 100) / 100;
      const key = `${lat},${lon}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.report;
      const entry = { report: load(lat, lon), expiresAt: now() + CACHE_TTL_MS };
      cache.set(key, entry);
      // A failure is not cached: the next request tries the service again.
      entry.report.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return entry.report;
    },
  };
}
