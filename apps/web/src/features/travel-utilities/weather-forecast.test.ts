import { describe, expect, it } from 'vitest';
import {
  type ForecastEntry,
  hourlyEntries,
  isEmptyWeather,
  tonightEntry,
  weatherIconKind,
  weeklySummaries,
} from './weather-forecast';

const at = (iso: string) => Date.parse(iso) / 1000;

function entry(iso: string, temp = 20, main = 'Clouds'): ForecastEntry {
  return {
    dt: at(iso),
    main: { temp, feels_like: temp - 1, humidity: 60 },
    wind: { speed: 3.5 },
    clouds: { all: 40 },
    weather: [{ main, description: `${main.toLowerCase()} here`, icon: '03d' }],
  };
}

/** Five days of 3-hourly entries from 2026-06-01 00:00 UTC, as OpenWeatherMap sends them. */
const fiveDays = Array.from({ length: 40 }, (_, i) =>
  entry(new Date(Date.UTC(2026, 5, 1, i * 3)).toISOString(), 10 + (i % 8)),
);

describe('hourly strip', () => {
  it('shows the last 6 entries of today after now when 7 or more are left', () => {
    const now = at('2026-06-01T01:00:00Z'); // 03:00 … 21:00 are left: 7 entries
    const hours = hourlyEntries(fiveDays, now).map((e) => new Date(e.dt * 1000).getUTCHours());
    expect(hours).toEqual([6, 9, 12, 15, 18, 21]);
  });

  it('shows nothing when fewer than 7 entries of today are left', () => {
    expect(hourlyEntries(fiveDays, at('2026-06-01T04:00:00Z'))).toEqual([]);
  });

  it("counts the location's own day, not UTC's", () => {
    // At UTC+10, 2026-06-01 01:00 UTC is 11:00 local: only 4 entries of that day are left.
    expect(hourlyEntries(fiveDays, at('2026-06-01T01:00:00Z'), 10 * 3600)).toEqual([]);
  });
});

describe("tonight's forecast", () => {
  it('picks the evening entry nearest 21:00', () => {
    const tonight = tonightEntry(fiveDays, at('2026-06-01T10:00:00Z'));
    expect(tonight?.dt).toBe(at('2026-06-01T21:00:00Z'));
  });

  it('is still the 21:00 entry late in the evening', () => {
    expect(tonightEntry(fiveDays, at('2026-06-01T22:30:00Z'))?.dt).toBe(at('2026-06-01T21:00:00Z'));
  });

  it('is null when the forecast has no evening left today', () => {
    const morningOnly = fiveDays.filter((e) => e.dt < at('2026-06-01T12:00:00Z'));
    expect(tonightEntry(morningOnly, at('2026-06-01T08:00:00Z'))).toBeNull();
  });
});

describe('weekly forecast', () => {
  it('has 6 days from today, the sixth unknown', () => {
    const week = weeklySummaries(fiveDays, at('2026-06-01T08:00:00Z'));
    expect(week.map((d) => d.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
    ]);
    expect(week.map((d) => d.summary !== null)).toEqual([true, true, true, true, true, false]);
  });

  it("summarises a day by its high and its midday entry's conditions", () => {
    const [today] = weeklySummaries(fiveDays, at('2026-06-01T08:00:00Z'));
    expect(today?.summary).toMatchObject({
      temp: 17,
      humidity: 60,
      wind: 3.5,
      clouds: 40,
      description: 'clouds here',
    });
  });

  it('shows a day the forecast does not reach as unknown', () => {
    const twoDays = fiveDays.filter((e) => e.dt < at('2026-06-03T00:00:00Z'));
    const week = weeklySummaries(twoDays, at('2026-06-01T08:00:00Z'));
    expect(week.filter((d) => d.summary === null)).toHaveLength(4);
  });
});

describe('weather icons', () => {
  it.each([
    ['Clear', '01d', 'clear-day'],
    ['Clear', '01n', 'clear-night'],
    ['Clouds', '04d', 'clouds'],
    ['Drizzle', '09d', 'drizzle'],
    ['Rain', '10d', 'rain'],
    ['Thunderstorm', '11d', 'thunderstorm'],
    ['Snow', '13d', 'snow'],
    ['Mist', '50d', 'atmosphere'],
    ['Haze', '50d', 'atmosphere'],
    ['', '10n', 'rain'],
  ])('%s (%s) is drawn as %s', (main, icon, kind) => {
    expect(weatherIconKind(main, icon)).toBe(kind);
  });
});

describe('weather error banner', () => {
  const current = { ...entry('2026-06-01T08:00:00Z'), cod: 200 };
  it('shows for cod 404 or an empty forecast, not for real data', () => {
    expect(isEmptyWeather({ current, forecast: { cod: '200', list: fiveDays } })).toBe(false);
    expect(
      isEmptyWeather({
        current: { ...current, cod: '404' },
        forecast: { cod: '200', list: fiveDays },
      }),
    ).toBe(true);
    expect(isEmptyWeather({ current, forecast: { cod: '200', list: [] } })).toBe(true);
  });
});
