/**
 * The weather modal's forecast rules (spec §2 "Weather modal"), pure so they are tested without a
 * browser. Entries are OpenWeatherMap's 3-hourly forecast; "today" and "tonight" are the
 * location's own day, shifted by its UTC offset (forecast.city.timezone).
 */
/** The part of an OpenWeatherMap condition (weather[0]) these rules and icons read. */
export interface WeatherCondition {
  main: string;
  description: string;
  icon: string;
}

/**
 * The part of a forecast entry (or of the current conditions) these rules read: the contract's
 * ForecastEntry has all of it, and tests need not spell out the rest.
 */
export interface ForecastEntry {
  /** Unix seconds. */
  dt: number;
  main: { temp: number; feels_like: number; humidity: number };
  wind: { speed: number };
  clouds: { all: number };
  weather: WeatherCondition[];
}

export interface DailySummary {
  /** YYYY-MM-DD at the location. */
  date: string;
  temp: number;
  humidity: number;
  wind: number;
  clouds: number;
  description: string;
  icon: string;
  main: string;
}

/** The hourly strip shows 6 entries, and only when today has 7 or more left after now. */
export const HOURLY_COUNT = 6;
const HOURLY_MINIMUM = 7;
/** The weekly forecast shows 6 days; a 5-day forecast cannot know the sixth. */
export const WEEKLY_DAYS = 6;
const KNOWN_DAYS = WEEKLY_DAYS - 1;
const EVENING_HOUR = 18;
const TONIGHT_HOUR = 21;
const MIDDAY_HOUR = 12;

function shifted(seconds: number, offsetSeconds: number): Date {
  return new Date((seconds + offsetSeconds) * 1000);
}

/** The location's calendar date of a moment, YYYY-MM-DD. */
export function localDate(seconds: number, offsetSeconds: number): string {
  return shifted(seconds, offsetSeconds).toISOString().slice(0, 10);
}

/** The location's hour (0–23) of a moment. */
export function localHour(seconds: number, offsetSeconds: number): number {
  return shifted(seconds, offsetSeconds).getUTCHours();
}

function laterToday(list: ForecastEntry[], now: number, offset: number): ForecastEntry[] {
  const today = localDate(now, offset);
  return list.filter((entry) => entry.dt > now && localDate(entry.dt, offset) === today);
}

/** Spec: the last 6 entries of today after now, shown when 7 or more exist; else none. */
export function hourlyEntries(list: ForecastEntry[], now: number, offset = 0): ForecastEntry[] {
  const later = laterToday(list, now, offset);
  return later.length >= HOURLY_MINIMUM ? later.slice(-HOURLY_COUNT) : [];
}

/**
 * Tonight's forecast: of today's evening entries (18:00 and later) not yet past, the one
 * nearest 21:00; null when none is left, and the modal says 'No available forecasts for tonight.'
 */
export function tonightEntry(list: ForecastEntry[], now: number, offset = 0): ForecastEntry | null {
  const today = localDate(now, offset);
  const evening = list.filter(
    (entry) =>
      entry.dt >= now - 3 * 3600 &&
      localDate(entry.dt, offset) === today &&
      localHour(entry.dt, offset) >= EVENING_HOUR,
  );
  let best: ForecastEntry | null = null;
  for (const entry of evening) {
    const distance = Math.abs(localHour(entry.dt, offset) - TONIGHT_HOUR);
    if (!best || distance < Math.abs(localHour(best.dt, offset) - TONIGHT_HOUR)) best = entry;
  }
  return best;
}

function summarise(date: string, entries: ForecastEntry[], offset: number): DailySummary {
  // The midday entry stands for the day: it is what a traveller plans around.
  const midday = entries.reduce((best, entry) =>
    Math.abs(localHour(entry.dt, offset) - MIDDAY_HOUR) <
    Math.abs(localHour(best.dt, offset) - MIDDAY_HOUR)
      ? entry
      : best,
  );
  const condition = midday.weather[0];
  return {
    date,
    temp: Math.max(...entries.map((entry) => entry.main.temp)),
    humidity: midday.main.humidity,
    wind: midday.wind.speed,
    clouds: midday.clouds.all,
    description: condition?.description ?? '',
    icon: condition?.icon ?? '',
    main: condition?.main ?? '',
  };
}

/**
 * Six days from today: a summary for each day the forecast covers (temperature the day's high,
 * the rest from its midday entry), null for a day it does not, which always includes the sixth.
 */
export function weeklySummaries(
  list: ForecastEntry[],
  now: number,
  offset = 0,
): Array<{ date: string; summary: DailySummary | null }> {
  const byDate = new Map<string, ForecastEntry[]>();
  for (const entry of list) {
    const date = localDate(entry.dt, offset);
    byDate.set(date, [...(byDate.get(date) ?? []), entry]);
  }
  return Array.from({ length: WEEKLY_DAYS }, (_, day) => {
    const date = localDate(now + day * 86_400, offset);
    const entries = byDate.get(date);
    const summary = day < KNOWN_DAYS && entries?.length ? summarise(date, entries, offset) : null;
    return { date, summary };
  });
}

export type WeatherIconKind =
  | 'clear-day'
  | 'clear-night'
  | 'clouds'
  | 'drizzle'
  | 'rain'
  | 'thunderstorm'
  | 'snow'
  | 'atmosphere';

const ICON_BY_GROUP: Record<string, WeatherIconKind> = {
  clouds: 'clouds',
  drizzle: 'drizzle',
  rain: 'rain',
  thunderstorm: 'thunderstorm',
  snow: 'snow',
};

/** OpenWeatherMap's condition group (weather[0].main) and icon code to one of our icons. */
export function weatherIconKind(main: string, icon = ''): WeatherIconKind {
  const group = main.toLowerCase();
  if (group === 'clear') return icon.endsWith('n') ? 'clear-night' : 'clear-day';
  return ICON_BY_GROUP[group] ?? (group ? 'atmosphere' : iconFromCode(icon));
}

/** Fallback on the icon code alone (01 clear … 50 mist), for entries without a group. */
function iconFromCode(icon: string): WeatherIconKind {
  const code = icon.slice(0, 2);
  if (code === '01') return icon.endsWith('n') ? 'clear-night' : 'clear-day';
  if (code === '02' || code === '03' || code === '04') return 'clouds';
  if (code === '09') return 'drizzle';
  if (code === '10') return 'rain';
  if (code === '11') return 'thunderstorm';
  if (code === '13') return 'snow';
  return 'atmosphere';
}

/** Spec §8: an error banner when the data is empty or OpenWeatherMap's `cod` says 404. */
export function isEmptyWeather(weather: {
  current?: { cod: number | string } | null;
  forecast?: { cod: number | string; list?: unknown[] } | null;
}): boolean {
  return (
    !weather.current ||
    String(weather.current.cod) === '404' ||
    String(weather.forecast?.cod) === '404' ||
    !weather.forecast?.list?.length
  );
}
