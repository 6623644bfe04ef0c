import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';
import { answerApi, apiError, HANOI, MATRIX, openUtility, withVisitor } from './utilities-visit';

const browser = sharedBrowserForFile();

const condition = (main: string, icon: string, description: string) => [
  { id: 800, main, icon, description },
];

/** OpenWeatherMap's shapes: current conditions and 40 three-hourly entries from now on. */
function weatherAnswer({ sample = true, cod = 200 }: { sample?: boolean; cod?: number } = {}) {
  const start = Math.floor(Date.now() / 1000 / 10_800) * 10_800;
  const list = Array.from({ length: 40 }, (_, i) => {
    const dt = start + i * 10_800;
    return {
      dt,
      dt_txt: new Date(dt * 1000).toISOString().replace('T', ' ').slice(0, 19),
      main: { temp: 24 + (i % 8), feels_like: 26, humidity: 70 },
      wind: { speed: 2.4 },
      clouds: { all: 40 },
      weather:
        i % 2
          ? condition('Rain', '10d', 'light rain')
          : condition('Clouds', '03d', 'scattered clouds'),
    };
  });
  return {
    body: {
      data: {
        sample,
        current: {
          cod,
          dt: start,
          name: 'Hanoi',
          main: { temp: 27.4, feels_like: 30.1, humidity: 78 },
          wind: { speed: 3.6 },
          clouds: { all: 75 },
          weather: condition('Clouds', '04d', 'broken clouds'),
        },
        forecast: {
          cod: String(cod),
          list: cod === 404 ? [] : list,
          city: { name: 'Hanoi', timezone: 25_200 },
        },
      },
    },
  };
}

async function fakeWeather(
  page: Page,
  weather = weatherAnswer(),
  place: { status?: number; body: unknown } = {
    body: { data: { city: 'Hanoi', country: 'Vietnam' } },
  },
) {
  await answerApi(page, '/weather', () => weather);
  await answerApi(page, '/geocode/reverse', () => place);
}

const TEXTS = {
  en: {
    feels: 'Feels like 30°C',
    wind: '3.6 m/s',
    unknown: 'Unknown',
    sample: 'Sample data',
    denied: 'Location permission denied by user',
  },
  vi: {
    feels: 'Cảm giác như 30°C',
    wind: '3.6 m/s',
    unknown: 'Chưa rõ',
    sample: 'Dữ liệu mẫu',
    denied: 'Người dùng đã từ chối quyền truy cập vị trí',
  },
};

describe('weather modal', () => {
  it.each(MATRIX)(
    'shows the weather where the browser is ($lang, $viewport.width px)',
    ({ lang, viewport }) =>
      withVisitor(browser(), { lang, viewport, geolocation: HANOI }, async (page) => {
        const asked: string[] = [];
        page.on(
          'request',
          (r) => r.url().includes('/api/v1/weather') && asked.push(new URL(r.url()).search),
        );
        await fakeWeather(page);
        const dialog = await openUtility(page, 'weather');
        await dialog.getByTestId('weather-temp').waitFor();
        expect(asked).toEqual(['?lat=21.03&lon=105.85']);
        await expect(dialog.getByTestId('weather-city').textContent()).resolves.toBe('Hanoi');
        await expect(dialog.getByTestId('weather-temp').textContent()).resolves.toBe('27°C');
        const text = (await dialog.textContent()) ?? '';
        for (const part of [
          TEXTS[lang].feels,
          'broken clouds',
          '78%',
          TEXTS[lang].wind,
          '75%',
          TEXTS[lang].sample,
        ]) {
          expect(text).toContain(part);
        }
        const week = dialog.getByTestId('weather-weekly').locator('li');
        expect(await week.count()).toBe(6);
        await expect(week.nth(5).textContent()).resolves.toContain(TEXTS[lang].unknown);
        expect(await week.nth(0).locator('svg').getAttribute('data-icon')).toMatch(/clouds|rain/);
        expect(await accessibilityViolations(page)).toEqual([]);
      }),
  );

  it.each(['en', 'vi'] as const)(
    'says the location permission was refused, word for word (%s)',
    (lang) =>
      withVisitor(browser(), { lang, viewport: VIEWPORTS.phone }, async (page) => {
        await fakeWeather(page);
        const dialog = await openUtility(page, 'weather');
        const error = dialog.getByTestId('weather-error');
        await error.waitFor();
        await expect(error.textContent()).resolves.toContain(TEXTS[lang].denied);
        expect(await accessibilityViolations(page)).toEqual([]);
      }),
  );

  it("says 'Something went wrong' when the weather service is down, and tries again on request", () =>
    withVisitor(browser(), { geolocation: HANOI }, async (page) => {
      let down = true;
      await answerApi(page, '/weather', () =>
        down ? apiError(503, 'PROVIDER_UNAVAILABLE', 'Weather is down') : weatherAnswer(),
      );
      await answerApi(page, '/geocode/reverse', () => ({
        body: { data: { city: 'Hanoi', country: 'Vietnam' } },
      }));
      const dialog = await openUtility(page, 'weather');
      await dialog.getByTestId('weather-error').waitFor();
      await expect(dialog.getByTestId('weather-error').textContent()).resolves.toContain(
        'Something went wrong',
      );
      down = false;
      await dialog.getByRole('button', { name: 'Try again' }).click();
      await dialog.getByTestId('weather-temp').waitFor();
    }));

  it('shows the error banner when the service answers cod 404 with no data', () =>
    withVisitor(browser(), { geolocation: HANOI }, async (page) => {
      await fakeWeather(page, weatherAnswer({ cod: 404 }));
      const dialog = await openUtility(page, 'weather');
      await dialog.getByTestId('weather-error').waitFor();
      await expect(dialog.getByTestId('weather-error').textContent()).resolves.toContain(
        'No weather data is available for this location.',
      );
    }));

  it("names the place 'Unknown city' when geocoding finds none, and says when it failed", async () => {
    await withVisitor(browser(), { geolocation: HANOI }, async (page) => {
      await fakeWeather(page, weatherAnswer({ sample: false }), {
        body: { data: { city: null, country: 'Vietnam' } },
      });
      const dialog = await openUtility(page, 'weather');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="weather-city"]')?.textContent === 'Unknown city',
      );
      expect(await dialog.getByTestId('weather-sample').count()).toBe(0);
    });
    await withVisitor(browser(), { geolocation: HANOI }, async (page) => {
      await fakeWeather(
        page,
        weatherAnswer(),
        apiError(503, 'PROVIDER_UNAVAILABLE', 'Geocoding is down'),
      );
      await openUtility(page, 'weather');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="weather-city"]')?.textContent ===
          'Failed to fetch location name',
      );
    });
  });
});
