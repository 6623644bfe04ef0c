import type { CurrentWeather, Forecast, ForecastEntry } from '@tern/contracts';
import type { WeatherProvider, WeatherReport } from './weather-provider';

export const SAMPLE_WEATHER_MESSAGE =
  'Sample weather: no weather service is configured, so these figures are made up for this place and time, not observed.';

const CONDITIONS = [
  { id: 800, main: 'Clear', description: 'clear sky', icon: '01' },
  { id: 801, main: 'Clouds', description: 'few clouds', icon: '02' },
  { id: 802, main: 'Clouds', description: 'scattered clouds', icon: '03' },
  { id: 804, main: 'Clouds', description: 'overcast clouds', icon: '04' },
  { id: 300, main: 'Drizzle', description: 'light intensity drizzle', icon: '09' },
  { id: 500, main: 'Rain', description: 'light rain', icon: '10' },
  { id: 211, main: 'Thunderstorm', description: 'thunderstorm', icon: '11' },
  { id: 701, main: 'Mist', description: 'mist', icon: '50' },
] as const;
const CLOUDS_BY_CONDITION = [0, 20, 45, 95, 80, 75, 90, 60];
const HOUR = 3_600;

/** Deterministic 0..1 from integers (a small integer hash), so a place and hour always agree. */
function noise(...parts: number[]): number {
  let h = 2_166_136_261;
  for (const part of parts) h = Math.imul(h ^ (part | 0), 16_777_619) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2_246_822_507) >>> 0;
  return ((h ^ (h >>> 13)) >>> 0) / 4_294_967_296;
}

/**
 * A plausible made-up climate: warmer near the equator, seasons by hemisphere, warmest in the
 * local afternoon; conditions drift per 6-hour block. Same place and time, same answer.
 */
function conditionsAt(lat: number, lon: number, unixSeconds: number) {
  const cellLat = Math.round(lat * 10);
  const cellLon = Math.round(lon * 10);
  const date = new Date(unixSeconds * 1000);
  const dayOfYear = Math.floor((unixSeconds / 86_400) % 365.25);
  const summerness = Math.cos(((dayOfYear - 196) / 365.25) * 2 * Math.PI) * Math.sign(lat || 1);
  const localHour = (date.getUTCHours() + date.getUTCMinutes() / 60 + lon / 15 + 24) % 24;
  const daily = Math.cos(((localHour - 15) / 24) * 2 * Math.PI);
  const block = Math.floor(unixSeconds / (6 * HOUR));
  const pick = Math.floor(noise(cellLat, cellLon, block) * CONDITIONS.length);
  const temp = 28 - 0.45 * Math.abs(lat) + summerness * (Math.abs(lat) / 6) + daily * 4;
  const humidity = Math.round(45 + noise(cellLat, cellLon, block, 1) * 45);
  const wind = Math.round((1 + noise(cellLat, cellLon, block, 2) * 8) * 10) / 10;
  const condition = CONDITIONS[pick]!;
  const isDay = localHour >= 6 && localHour < 18;
  const main = {
    temp: round1(temp),
    feels_like: round1(temp - wind * 0.4 + (humidity > 70 && temp > 24 ? 2 : 0)),
    temp_min: round1(temp - 1.5),
    temp_max: round1(temp + 1.5),
    pressure: 1000 + Math.round(noise(cellLat, cellLon, block, 3) * 25),
    humidity,
  };
  return {
    main,
    weather: [{ ...condition, icon: `${condition.icon}${isDay ? 'd' : 'n'}` }],
    wind: { speed: wind, deg: Math.round(noise(cellLat, cellLon, block, 4) * 359) },
    clouds: { all: CLOUDS_BY_CONDITION[pick]! },
    pop: condition.id < 600 ? 0.6 : 0,
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const dtText = (unixSeconds: number) =>
  new Date(unixSeconds * 1000).toISOString().replace('T', ' ').slice(0, 19);

export function createSampleWeather(now: () => number = Date.now): WeatherProvider {
  return {
    async report(lat, lon): Promise<WeatherReport> {
      const nowSeconds = Math.floor(now() / 1000);
      const observed = nowSeconds - (nowSeconds % 600);
      const { pop: _pop, ...currentConditions } = conditionsAt(lat, lon, observed);
      const timezone = Math.round(lon / 15) * HOUR;
      const current: CurrentWeather = {
        coord: { lat, lon },
        ...currentConditions,
        dt: observed,
        timezone,
        name: '',
        cod: 200,
      };
      const firstSlot = nowSeconds - (nowSeconds % (3 * HOUR)) + 3 * HOUR;
      const list: ForecastEntry[] = Array.from({ length: 40 }, (_, i) => {
        const dt = firstSlot + i * 3 * HOUR;
        return { dt, dt_txt: dtText(dt), ...conditionsAt(lat, lon, dt) };
      });
      const midnight = nowSeconds - (nowSeconds % 86_400) - timezone;
      const forecast: Forecast = {
        cod: '200',
        cnt: list.length,
        list,
        city: {
          name: '',
          country: '',
          timezone,
          sunrise: midnight + 6 * HOUR,
          sunset: midnight + 18 * HOUR,
        },
      };
      return {
        current,
        forecast,
        provider: 'sample',
        sample: true,
        message: SAMPLE_WEATHER_MESSAGE,
      };
    },
  };
}
