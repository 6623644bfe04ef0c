import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject, it } from 'vitest';
import { homeUrl, withHome } from './home-visit';
import { openPage } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

const browser = sharedBrowserForFile();

describe('home page sections', () => {
  it('shows every section in the order of the spec', () =>
    withHome(browser(), async (page) => {
      const headings = await page.locator('main section > * h2, main section h2').allTextContents();
      const order = [
        'Global network partners',
        'Popular destination deals',
        "Mobile data for the place that's",
        'Have a promo or partner code?',
        'Handy tools for the road',
        'Tern news',
        'Why travellers choose Tern',
        'Online in four steps',
        'What travellers say',
        'Download our app now',
      ];
      const positions = order.map((title) => headings.findIndex((h) => h.startsWith(title)));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      await expect(page.locator('h1').textContent()).resolves.toBe(
        'Travel eSIMs for 190+ countries',
      );
    }));

  it('shows the claims: 190+ countries, 24/7 support, 100K+ happy users, 4.8 rating', () =>
    withHome(browser(), async (page) => {
      const claims = await page.locator('dl dd').allTextContents();
      expect(claims).toEqual(['190+', '24/7', '100K+', '4.8']);
      await expect(page.getByTestId('app-coupon').textContent()).resolves.toBe('APP10');
    }));

  it('rotates three banner slides with a 300 ms fade, and the visitor can pause them', () =>
    withHome(browser(), async (page) => {
      const banner = page.getByRole('region', { name: 'Tern highlights' });
      const slides = banner.locator('[aria-roledescription="slide"]');
      expect(await slides.count()).toBe(3);
      expect(await slides.nth(0).evaluate((el) => getComputedStyle(el).transitionDuration)).toBe(
        '0.3s',
      );
      // Only the slide on show can be read or focused.
      expect(await slides.evaluateAll((els) => els.map((el) => (el as HTMLElement).inert))).toEqual(
        [false, true, true],
      );
      await banner.getByRole('button', { name: 'Next slide' }).click();
      await page.waitForFunction(() =>
        document
          .querySelectorAll('[aria-label="Tern highlights"] [aria-roledescription="slide"]')[1]
          ?.matches(':not([inert])'),
      );
      await banner.getByRole('button', { name: 'Pause automatic sliding' }).click();
      await banner.getByRole('button', { name: 'Start automatic sliding' }).waitFor();
    }));

  it('lists the first four attraction deals, each linking to its event, and explore all', () =>
    withHome(browser(), async (page) => {
      const cards = page.getByTestId('deal-card');
      expect(await cards.count()).toBe(4);
      for (const href of await cards.evaluateAll((els) =>
        els.map((el) => el.getAttribute('href')),
      )) {
        expect(href).toMatch(/^\/events\/[a-z0-9-]+$/);
      }
      await expect(page.getByTestId('deals-explore-all').getAttribute('href')).resolves.toBe(
        '/adventure',
      );
    }));

  it('links the feature tiles to the itinerary, attractions and coming-soon pages; lounge and fast-track open the city picker', () =>
    withHome(browser(), async (page) => {
      const hrefs = await page
        .getByTestId('feature-tile')
        .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
      expect(hrefs[0]).toMatch(
        /^\/itinery\?countryId=&countryName=United\+Arab\+Emirates&startDate=\d\d%2F\d\d%2F\d{4}&endDate=\d\d%2F\d\d%2F\d{4}$/,
      );
      expect(hrefs.slice(1)).toEqual([
        '/adventure',
        '',
        '',
        '/coming-soon?service=visa',
        '/coming-soon?service=travel-insurance',
      ]);
    }));
});

describe('accessibility and language', () => {
  it('has no axe violations with the welcome modal open', async () => {
    const { context, page } = await openPage(browser());
    try {
      await page.goto(homeUrl());
      await page.getByRole('dialog', { name: 'Welcome to Tern' }).waitFor();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('speaks Vietnamese at /vi', () =>
    withHome(browser(), async (page) => {
      await page.goto(`${inject('webBaseUrl')}/vi`);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('vi');
      await expect(page.locator('h1').textContent()).resolves.toBe(
        'eSIM du lịch cho hơn 190 quốc gia',
      );
      await page.getByRole('heading', { name: 'Tải ứng dụng ngay' }).waitFor();
    }));
});
