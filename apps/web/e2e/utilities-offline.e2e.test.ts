import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';
import { HANOI, openUtility, withVisitor } from './utilities-visit';

/**
 * The three modals against the store as it runs offline: the dated rates snapshot, the sample
 * weather, the offline place lookup and the travel phrasebook (no outside service configured).
 */
const browser = sharedBrowserForFile();

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${inject('webBaseUrl')}/api/v1${path}`, init);
  return ((await response.json()) as { data: T }).data;
}

describe('travel utilities on the built-in providers', () => {
  it('converts with the rates snapshot and names its date', () =>
    withVisitor(browser(), { viewport: VIEWPORTS.phone }, async (page) => {
      const expected = await api<{ convertedAmount: number; date: string }>(
        '/fx/convert?from=EUR&to=USD&amount=1',
      );
      const dialog = await openUtility(page, 'currency');
      await page.waitForFunction(
        () => document.querySelector('[data-testid="currency-result"]')?.textContent !== '–',
      );
      await expect(dialog.getByTestId('currency-result').textContent()).resolves.toBe(
        expected.convertedAmount.toFixed(2),
      );
      const date = new Date(`${expected.date}T00:00:00Z`).toLocaleDateString('en-US', {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      await expect(dialog.getByTestId('currency-date').textContent()).resolves.toBe(
        `Rates of ${date}`,
      );
    }));

  it('shows the sample weather where the browser is, and says it is sample data', () =>
    withVisitor(browser(), { lang: 'vi', geolocation: HANOI }, async (page) => {
      const place = await api<{ city: string | null }>(
        `/geocode/reverse?lat=${HANOI.latitude}&lon=${HANOI.longitude}`,
      );
      const dialog = await openUtility(page, 'weather');
      await dialog.getByTestId('weather-temp').waitFor();
      await page.waitForFunction(
        (city) => document.querySelector('[data-testid="weather-city"]')?.textContent === city,
        place.city ?? 'Thành phố không xác định',
      );
      await expect(dialog.getByTestId('weather-sample').textContent()).resolves.toContain(
        'Dữ liệu mẫu',
      );
      const days = dialog.getByTestId('weather-weekly').locator('li');
      expect(await days.count()).toBe(6);
      await expect(days.nth(5).textContent()).resolves.toContain('Chưa rõ');
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('translates a phrasebook phrase, and offers the nearest phrases for text it lacks', () =>
    withVisitor(browser(), {}, async (page) => {
      const dialog = await openUtility(page, 'translator');
      await page.waitForFunction(
        () =>
          ((document.querySelector('[data-testid="translator-target"]') as HTMLSelectElement | null)
            ?.options.length ?? 0) >= 10,
      );
      await dialog.getByTestId('translator-input').fill('where is the train station');
      await page.waitForFunction(
        () =>
          document.querySelector('[data-testid="translator-output"]')?.textContent ===
          'Ga tàu ở đâu?',
      );
      await dialog.getByTestId('translator-input').fill('My cat plays the violin');
      const notCovered = dialog.getByTestId('translator-not-covered');
      await notCovered.waitFor();
      expect(await notCovered.getByRole('button').count()).toBeGreaterThan(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    }));
});
