import { addDays, localDateTime } from '@tern/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();
const shots = process.env.LOUNGE_SCREENSHOTS;

async function withPage<T>(
  viewport: { width: number; height: number },
  fn: (page: Page) => Promise<T>,
) {
  const { context, page } = await openPage(browser(), viewport);
  // The welcome modal was seen an hour ago, so it does not cover the tiles.
  await context.addInitScript(() => {
    localStorage.setItem('showWelcomeModal', String(Date.now() + 11 * 60 * 60 * 1000));
  });
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

const shot = async (page: Page, name: string, fullPage = true) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage });
};

/** Opens the picker from the home page's lounge (0) or fast-track (1) tile. */
async function openPicker(page: Page, tile: 'Lounge booking' | 'Fast track') {
  await page.goto(`${base()}/`);
  await page.getByRole('button', { name: new RegExp(tile, 'i') }).click();
  const dialog = page.getByRole('dialog', { name: 'Select City' });
  await dialog.getByRole('radio').first().waitFor();
  return dialog;
}

describe('city picker', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`searches, pages by scrolling, requires a city and goes to the lounge city page (${name})`, () =>
      withPage(viewport, async (page) => {
        const dialog = await openPicker(page, 'Lounge booking');
        await expect(dialog.getByRole('radio').count()).resolves.toBe(20);
        await shot(page, `picker-${name}`, false);
        expect(await accessibilityViolations(page)).toEqual([]);

        // Next with no city: the message, and no navigation.
        await dialog.getByRole('button', { name: 'Next' }).click();
        await dialog.getByText('Please select a city').waitFor();
        expect(new URL(page.url()).pathname).toBe('/');

        // The last item scrolling into view appends the next page of 20.
        await dialog.getByRole('radio').nth(19).scrollIntoViewIfNeeded();
        await page.waitForFunction(
          () => document.querySelectorAll('dialog input[type=radio]').length >= 40,
        );

        // Arrow keys move through the radios.
        await dialog.getByRole('radio').first().focus();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('ArrowDown');
        await expect(dialog.getByRole('radio').nth(2).isChecked()).resolves.toBe(true);

        // Search reloads from page 1; nothing found says so.
        await dialog.getByLabel('Search City').fill('zzqx');
        await dialog.getByText('No cities found').waitFor();
        await dialog.getByLabel('Search City').fill('hanoi');
        await dialog.getByRole('radio', { name: 'Hanoi' }).check();
        await dialog.getByRole('button', { name: 'Next' }).click();
        await page.waitForURL(/\/lounge\/airport\/Hanoi$/);
        await expect(page.getByRole('dialog').isVisible()).resolves.toBe(false);
        await page.getByRole('heading', { level: 1, name: 'Airport lounges in Hanoi' }).waitFor();
      }));
  }

  it('in fast-track mode goes to the fast-track city page, and reopening starts afresh', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      let dialog = await openPicker(page, 'Fast track');
      await dialog.getByLabel('Search City').fill('singapore');
      await dialog.getByRole('radio', { name: 'Singapore' }).waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: /Fast track/i }).click();
      dialog = page.getByRole('dialog', { name: 'Select City' });
      await expect(dialog.getByLabel('Search City').inputValue()).resolves.toBe('');
      await page.waitForFunction(
        () => document.querySelectorAll('dialog input[type=radio]').length === 20,
      );
      await dialog.getByLabel('Search City').fill('singapore');
      await dialog.getByRole('radio', { name: 'Singapore' }).check();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL(/\/fasttrack\/airport\/Singapore$/);
      await page.getByRole('heading', { level: 1, name: 'Fast-track in Singapore' }).waitFor();
    }));

  it("loads the picker's code on the first click, not with the home page", () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.url());
      });
      await page.goto(`${base()}/`, { waitUntil: 'networkidle' });
      const initial = scripts.length;
      await page.getByRole('button', { name: /Lounge booking/i }).click();
      await page.getByRole('dialog', { name: 'Select City' }).getByRole('radio').first().waitFor();
      const later = scripts.slice(initial);
      const bodies = await Promise.all(later.map(async (url) => (await fetch(url)).text()));
      expect(bodies.some((body) => body.includes('city-list'))).toBe(true);
    }));

  it('clears the list and stops when a page fails to load', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      await page.route('**/api/v1/dragonpass/cities**', (route) =>
        route.fulfill({ status: 503, body: '{}' }),
      );
      await page.goto(`${base()}/`);
      await page.getByRole('button', { name: /Lounge booking/i }).click();
      const dialog = page.getByRole('dialog', { name: 'Select City' });
      await dialog.getByRole('alert').waitFor();
      await expect(dialog.getByRole('radio').count()).resolves.toBe(0);
      expect(logged.some((text) => text.includes('City picker: loading cities failed'))).toBe(true);
    }));
});

describe('city and details pages', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`London shows each airport's lounges with terminal, side, hours and a terminal filter (${name})`, () =>
      withPage(viewport, async (page) => {
        const response = await page.goto(`${base()}/lounge/airport/London`);
        expect(response?.status()).toBe(200);
        await page.getByRole('heading', { level: 2, name: /Heathrow.*\(LHR\)/ }).waitFor();
        await page
          .getByText(/Hours are local time at the airport \(GMT/)
          .first()
          .waitFor();
        await shot(page, `city-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);
        const filter = page.getByRole('navigation', { name: 'Filter by terminal' });
        await filter.getByRole('link', { name: 'LHR Terminal 1' }).click();
        await page.waitForURL(/terminal=LHR/);
        await expect(
          page.getByRole('heading', { level: 2, name: /Gatwick/ }).count(),
        ).resolves.toBe(0);
      }));

    it(`a lounge shows conditions, prices and the server's summary for a booking (${name})`, () =>
      withPage(viewport, async (page) => {
        await page.goto(`${base()}/lounge/LG-HAN-1`);
        await page.getByRole('heading', { level: 1, name: 'Terrace Lounge Hanoi' }).waitFor();
        await page.getByText('Maximum stay 4 hours').waitFor();
        await page.getByText('Smart casual dress').waitFor();
        await page.getByTestId('service-prices').getByText('Per child').waitFor();
        await page
          .getByText(/Free cancellation until 24 hours before your slot/)
          .first()
          .waitFor();

        // Mistakes are caught before asking the server.
        await page.getByRole('button', { name: 'See price and availability' }).click();
        await page.getByText('Enter an airline code and number, e.g. VN 123.').waitFor();

        const tomorrow = addDays(localDateTime('Asia/Bangkok', new Date()).date, 1);
        await page.getByLabel('Date').fill(tomorrow);
        await page.getByLabel('Arrival time').fill('09:30');
        await page.getByLabel('Flight number').fill('vn 123');
        await page.getByLabel('Children').selectOption('1');
        await page.getByLabel('Adult 1: full name').fill('An Nguyen');
        await page.getByLabel('Child 1: full name').fill('Binh Nguyen');
        await page.getByRole('button', { name: 'See price and availability' }).click();
        const summary = page.getByTestId('booking-summary');
        await summary.getByText('Flight VN 123').waitFor();
        await expect(summary.getByTestId('summary-total').textContent()).resolves.toMatch(/\d/);
        await summary.getByText(/Free cancellation until 24 hours before your slot \(/).waitFor();
        await shot(page, `details-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);
      }));
  }

  it('an unknown city is a real 404 page that offers the picker, in both modes', () =>
    withPage(VIEWPORTS.phone, async (page) => {
      for (const path of ['/lounge/airport/Atlantis', '/fasttrack/airport/Atlantis']) {
        const response = await page.goto(`${base()}${path}`);
        expect(response?.status(), path).toBe(404);
        await page
          .getByRole('heading', { name: 'We have no airport service in this city' })
          .waitFor();
      }
      await shot(page, 'not-found-mobile');
      await page.getByTestId('not-found-pick-city').click();
      await page.getByRole('dialog', { name: 'Select City' }).getByRole('radio').first().waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('an unknown lounge and a lounge asked for in the other mode are 404s', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      expect((await page.goto(`${base()}/lounge/LG-NOPE-1`))?.status()).toBe(404);
      expect((await page.goto(`${base()}/fasttrack/LG-HAN-1`))?.status()).toBe(404);
    }));

  it('speaks Vietnamese under /vi', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}/vi/lounge/airport/Hanoi`);
      await page.getByRole('heading', { level: 1, name: 'Phòng chờ sân bay tại Hà Nội' }).waitFor();
    }));

  it("names the city in the page's language, whatever the path's case (issue 26)", () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      // English first: a visit to /ar remembers Arabic for the unprefixed paths.
      await page.goto(`${base()}/lounge/airport/dubai`);
      expect(await page.title()).toContain('Dubai');
      await page.getByRole('heading', { level: 1, name: /Dubai/ }).waitFor();
      await page.goto(`${base()}/ar/fasttrack/airport/dubai`);
      await page.getByRole('heading', { level: 1, name: 'المسار السريع في دبي' }).waitFor();
      expect(await page.title()).toContain('المسار السريع في دبي');
      // The picker lists the cities in Arabic, finds them by their Arabic names, and leads to
      // the city's page.
      await page.goto(`${base()}/ar`);
      await page.locator('button[data-testid="feature-tile"]').first().click();
      const dialog = page.locator('dialog[open]');
      await dialog.getByRole('radio').first().waitFor();
      await dialog.getByRole('searchbox').fill('دبي');
      await dialog.getByRole('radio', { name: 'دبي', exact: true }).check();
      await dialog.getByRole('button', { name: 'التالي' }).click();
      await page.waitForURL('**/ar/lounge/airport/Dubai');
    }));
});
