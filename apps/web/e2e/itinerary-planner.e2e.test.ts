import { readFile } from 'node:fs/promises';
import { addDays, toQueryDate } from '@tern/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInWithCode } from './support/admin-store';
import { accessibilityViolations, readThrough } from './support/axe';
import { hydrated, openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 24's planner at /itinery: the spec's default trip, a change of country and dates, edits
 * with the keyboard alone, a share link opened by someone else, the calendar file, reopening
 * with no connection, in both languages at 375 and 1280 px.
 */
const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();
const shots = process.env.ITINERARY_SCREENSHOTS;

const LOCALES = {
  en: {
    prefix: '',
    uae: 'United Arab Emirates',
    days: (n: number) => `${n} days`,
    estimate: 'an estimate',
    live: {
      later: /moved later on day/,
      removed: /removed from day/,
      added: /added to day/,
      moved: /moved to day/,
      undone: /^Undone: /,
    },
    words: {
      toggle: 'Change the trip',
      country: 'Country',
      from: 'From',
      to: 'To',
      apply: 'Plan this trip',
      share: 'Create a share link',
      stop: 'Stop sharing',
      calendar: 'Download calendar (.ics)',
      undo: 'Undo',
      offline: /You are offline/,
      shareGone: /turned off/,
    },
  },
  vi: {
    prefix: '/vi',
    // The country as Vietnamese names it (issue 26), not the trip query's English name.
    uae: 'Các Tiểu Vương quốc Ả Rập Thống nhất',
    days: (n: number) => `${n} ngày`,
    estimate: 'ước tính',
    live: {
      later: /xuống muộn hơn trong ngày/,
      removed: /^Đã bỏ /,
      added: /^Đã thêm /,
      moved: /^Đã chuyển /,
      undone: /^Đã hoàn tác: /,
    },
    words: {
      toggle: 'Thay đổi chuyến đi',
      country: 'Quốc gia',
      from: 'Từ ngày',
      to: 'Đến ngày',
      apply: 'Lập kế hoạch cho chuyến đi này',
      share: 'Tạo liên kết chia sẻ',
      stop: 'Ngừng chia sẻ',
      calendar: 'Tải lịch (.ics)',
      undo: 'Hoàn tác',
      offline: /Bạn đang ngoại tuyến/,
      shareGone: /đã bị tắt/,
    },
  },
} as const;
type Lang = keyof typeof LOCALES;

const utcToday = () => new Date().toISOString().slice(0, 10);

/** The home page's link to the planner (spec §2): today to today + 4, slashes encoded. */
const defaultLink = (lang: Lang, today = utcToday()) =>
  `${LOCALES[lang].prefix}/itinery?${new URLSearchParams({
    countryId: '',
    countryName: 'United Arab Emirates',
    startDate: toQueryDate(today),
    endDate: toQueryDate(addDays(today, 4)),
  })}`;

async function withPage<T>(
  viewport: { width: number; height: number },
  fn: (page: Page, context: BrowserContext) => Promise<T>,
  options: { timezoneId?: string } = {},
) {
  const context = options.timezoneId
    ? await browser().newContext({ viewport, locale: 'en-GB', timezoneId: options.timezoneId })
    : (await openPage(browser(), viewport)).context;
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    return await fn(page, context);
  } finally {
    await context.close();
  }
}

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

const days = (page: Page) => page.getByTestId('plan-day');
const live = (page: Page) => page.getByTestId('itinerary-live');
const stopNames = (day: Locator) => day.getByTestId('stop-name').allTextContents();
/** Waits for the plan to say the trip is `count` days in `country`. */
const planned = (page: Page, count: number, country: string, lang: Lang = 'en') =>
  page
    .getByTestId('plan-summary')
    .filter({ hasText: `${LOCALES[lang].days(count)} · ${country}` })
    .waitFor();
/** The id of the focused element: an update must never leave focus on the body. */
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('/itinery: the free itinerary planner (issue 24)', () => {
  for (const lang of Object.keys(LOCALES) as Lang[]) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`plans the spec's defaults: United Arab Emirates, today to today + 4 (${lang}, ${name})`, () =>
        withPage(viewport, async (page) => {
          const response = await page.goto(`${base()}${defaultLink(lang)}`);
          expect(response?.status()).toBe(200);
          await planned(page, 5, LOCALES[lang].uae, lang);
          expect(await days(page).count()).toBe(5);
          const dates = await days(page).evaluateAll((els) =>
            els.map((el) => el.getAttribute('data-date')),
          );
          expect(dates[0]).toBe(utcToday());
          expect(dates[4]).toBe(addDays(utcToday(), 4));
          // Each day has stops with times; a journey between stops says it is an estimate.
          const first = days(page).first();
          expect(await first.getByTestId('stop-time').first().textContent()).toMatch(
            /^\d\d:\d\d–\d\d:\d\d$/,
          );
          await page.getByText(LOCALES[lang].estimate).first().waitFor();
          // The arrival airport's lounges and fast track on the first day.
          await first.getByTestId('day-arrival').waitFor();
          // Places that sell tickets link to their event page.
          const book = page.getByTestId('stop-book').first();
          expect(await book.getAttribute('href')).toMatch(
            new RegExp(`^${LOCALES[lang].prefix}/events/[a-z0-9-]+$`),
          );
          // The data the trip needs, and a plan to buy through the one checkout.
          await page.getByTestId('data-estimate').waitFor();
          expect(await page.getByTestId('data-option').count()).toBeGreaterThan(0);
          expect(await page.getByTestId('buy-now').first().getAttribute('href')).toMatch(
            new RegExp(
              `^${LOCALES[lang].prefix}/checkout\\?quantity=1&search=.+&bundleId=.+&type=preorder&currencySymbol=`,
            ),
          );
          // Each day's map loads after the first paint, as it nears the screen, named by its stops.
          await hydrated(page);
          await page.getByTestId('day-map').first().scrollIntoViewIfNeeded();
          const map = page.getByTestId('day-map-svg').first();
          await map.waitFor();
          await readThrough(page);
          expect(await map.getAttribute('role')).toBe('img');
          expect(await map.getAttribute('aria-label')).toMatch(/1\. /);
          // Drawn over the country's outline, from the API (no tile server configured).
          await map.getByTestId('day-map-land').waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
            viewport.width,
          );
          await shot(page, `itinerary-${lang}-${name}`);
          expect(await accessibilityViolations(page)).toEqual([]);
        }));
    }
  }

  it('explains what it replaced in a bad link, and never fails: unknown country, bad date', () =>
    withPage(VIEWPORTS.phone, async (page) => {
      const response = await page.goto(
        `${base()}/itinery?countryId=&countryName=Atlantis&startDate=31%2F02%2F2026&endDate=02%2F03%2F2026`,
      );
      expect(response?.status()).toBe(200);
      await planned(page, 5, 'United Arab Emirates');
      const notices = await page.getByTestId('itinerary-notices').textContent();
      expect(notices).toContain('We do not know the country “Atlantis”');
      expect(notices).toContain('The start date in the link is not a date');

      await page.goto(
        `${base()}/itinery?countryName=Vietnam&startDate=10%2F12%2F2030&endDate=01%2F12%2F2030`,
      );
      await planned(page, 5, 'Vietnam');
      expect(await page.getByTestId('itinerary-notices').textContent()).toContain(
        'before its start date',
      );
      expect(await page.getByTestId('plan-day').first().getAttribute('data-date')).toBe(utcToday());
    }));

  it('starts on the traveller’s own today, not the server’s (UTC)', async () => {
    // A zone whose date differs from UTC's right now: Kiritimati (UTC+14) is a day ahead from
    // 10:00 UTC, Pago Pago (UTC-11) a day behind until 11:00 UTC.
    const late = new Date().getUTCHours() >= 10;
    const timezoneId = late ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
    const expected = addDays(utcToday(), late ? 1 : -1);
    await withPage(
      VIEWPORTS.phone,
      async (page) => {
        await page.goto(`${base()}/itinery`);
        await expect.poll(() => days(page).first().getAttribute('data-date')).toBe(expected);
        expect(await days(page).count()).toBe(5);
        // The page's own correction leaves focus alone: the traveller did nothing.
        expect(await focusedId(page)).not.toBe('itinerary-plan-heading');
      },
      { timezoneId },
    );
  });

  it('changes the country and the dates from the form, and the address follows', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      const w = LOCALES.en.words;
      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      await page.getByRole('button', { name: w.toggle }).click();
      const form = page.getByTestId('trip-form');
      // The custom itinerary (interests, pace) waits to be unlocked, on the landing page.
      const unlock = form.getByRole('link', { name: 'Unlock the custom itinerary' });
      expect(await unlock.getAttribute('href')).toBe('/itinerary');
      expect(await form.getByLabel('Food').isDisabled()).toBe(true);
      const country = form.getByLabel(w.country);
      // The full countries list arrives after the form opens.
      await country.locator('option', { hasText: 'France' }).waitFor({ state: 'attached' });
      await country.selectOption({ label: 'France' });
      const start = addDays(utcToday(), 10);
      await form.getByLabel(w.from).fill(start);
      await form.getByLabel(w.to).fill(addDays(start, 2));
      await form.getByRole('button', { name: w.apply }).click();
      await planned(page, 3, 'France');
      expect(await days(page).first().getAttribute('data-date')).toBe(start);
      await page.waitForURL(
        (url) =>
          url.searchParams.get('countryName') === 'France' &&
          url.searchParams.get('startDate') === toQueryDate(start),
      );
      expect(page.url()).toContain(`startDate=${encodeURIComponent(toQueryDate(start))}`);
      // Focus went to the new plan, and the change was announced.
      expect(await focusedId(page)).toBe('itinerary-plan-heading');
      expect(await live(page).textContent()).toBe('The plan has been updated.');

      // A destination chosen elsewhere (spec §3 'countryChanged') is followed by the first leg.
      await page.evaluate(() => {
        localStorage.setItem('countryId', '');
        localStorage.setItem('countryName', 'Vietnam');
        window.dispatchEvent(
          new CustomEvent('countryChanged', { detail: { countryId: '', countryName: 'Vietnam' } }),
        );
      });
      await planned(page, 3, 'Vietnam');
    }));

  for (const [lang, name] of [
    ['en', 'phone'],
    ['vi', 'desktop'],
  ] as const) {
    it(`edits with the keyboard alone: move, another day, remove, add, undo (${lang}, ${name})`, () =>
      withPage(VIEWPORTS[name], async (page) => {
        const l = LOCALES[lang];
        await page.goto(`${base()}${defaultLink(lang)}`);
        await planned(page, 5, LOCALES[lang].uae, lang);
        const day2 = days(page).nth(1);
        const before = await stopNames(day2);
        expect(before.length).toBeGreaterThan(1);

        // Later: the first stop swaps with the second; focus stays on the stop's buttons.
        await day2.getByTestId('stop-down').first().press('Enter');
        await expect
          .poll(() => stopNames(day2))
          .toEqual([before[1], before[0], ...before.slice(2)]);
        await expect.poll(() => live(page).textContent()).toMatch(l.live.later);
        expect(await focusedId(page)).toMatch(/^stop-.+-(down|up)$/);

        // To another day: "Move to…" opens the other days, focus on the first; Tab, Enter.
        const moving = before[1]!;
        const tools = day2.getByTestId('plan-stop').first();
        await tools.getByTestId('stop-move').press('Enter');
        const choices = tools.getByTestId('stop-move-days').getByRole('button');
        expect(await choices.count()).toBe(4);
        expect(await choices.first().evaluate((el) => el === document.activeElement)).toBe(true);
        // Escape closes the list and gives focus back to its button.
        await page.keyboard.press('Escape');
        expect(await focusedId(page)).toMatch(/^stop-.+-move$/);
        await page.keyboard.press('Enter');
        await choices.first().waitFor();
        for (let i = 0; i < 2; i += 1) await page.keyboard.press('Tab');
        expect(await choices.nth(2).evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => live(page).textContent()).toMatch(l.live.moved);
        expect(await stopNames(day2)).not.toContain(moving);
        expect(await stopNames(days(page).nth(3))).toContain(moving);
        expect(await focusedId(page)).toMatch(/^stop-/);

        // Remove: focus goes to the stop that took its place.
        const leaving = (await stopNames(day2))[0]!;
        await day2.getByTestId('stop-remove').first().press('Enter');
        await expect.poll(() => live(page).textContent()).toMatch(l.live.removed);
        expect(await stopNames(day2)).not.toContain(leaving);
        expect(await focusedId(page)).toMatch(/^(stop-|day-)/);

        // Add a suggestion: the disclosure opens with Enter, then Tab to its first "Add".
        const suggestions = day2.getByTestId('day-suggestions');
        await suggestions.locator('summary').press('Enter');
        const add = suggestions.getByTestId('suggestion-add').first();
        await add.waitFor();
        await page.keyboard.press('Tab');
        expect(await add.evaluate((el) => el === document.activeElement)).toBe(true);
        const count = (await stopNames(day2)).length;
        await page.keyboard.press('Enter');
        await expect.poll(() => live(page).textContent()).toMatch(l.live.added);
        expect((await stopNames(day2)).length).toBe(count + 1);
        expect(await focusedId(page)).toMatch(/^stop-/);
        await shot(page, `itinerary-edited-${lang}-${name}`);

        // Undo takes the addition back, and focus stays on Undo.
        await page.getByRole('button', { name: l.words.undo, exact: true }).press('Enter');
        await expect.poll(() => live(page).textContent()).toMatch(l.live.undone);
        expect((await stopNames(day2)).length).toBe(count);
        expect(await focusedId(page)).toBe('itinerary-undo');
        expect(await accessibilityViolations(page)).toEqual([]);
      }));
  }

  it('reorders a day by dragging a stop onto another, as a pointer shortcut', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      const day2 = days(page).nth(1);
      const before = await stopNames(day2);
      const stops = day2.getByTestId('plan-stop');
      // Taps wait for hydration (hold-until-hydrated); a drag is the page's own, once hydrated.
      await hydrated(page);
      await stops.nth(0).dragTo(stops.nth(1));
      await expect.poll(() => live(page).textContent()).toBe(`${before[0]} moved on day 2.`);
      expect(await stopNames(day2)).toEqual([before[1], before[0], ...before.slice(2)]);
    }));

  it('plans a day again with other places when asked', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      const day3 = days(page).nth(2);
      await day3.getByTestId('day-regenerate').press('Enter');
      await expect.poll(() => live(page).textContent()).toBe('Day 3 planned again.');
      expect(await focusedId(page)).toBe(`day-${addDays(utcToday(), 2)}`);
    }));

  it('shares a read-only link a second visitor can open, until it is turned off', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      const w = LOCALES.en.words;
      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      const firstStop = (await stopNames(days(page).first()))[0]!;
      await page.getByRole('button', { name: w.share }).click();
      const url = await page.getByTestId('share-url').inputValue();
      expect(url).toMatch(/\/itinery\?share=[A-Za-z0-9_-]{22}$/);

      // Someone else, in a browser of their own.
      await withPage(VIEWPORTS.phone, async (other) => {
        const response = await other.goto(url);
        expect(response?.status()).toBe(200);
        await planned(other, 5, 'United Arab Emirates');
        expect(await stopNames(days(other).first())).toContain(firstStop);
        // Read-only: no form, no edits, no undo, no share of their own.
        for (const testId of ['trip-toggle', 'stop-tools', 'itinerary-undo', 'itinerary-share']) {
          expect(await other.getByTestId(testId).count(), testId).toBe(0);
        }
        expect(await accessibilityViolations(other)).toEqual([]);

        await page.getByRole('button', { name: w.stop }).click();
        await page.getByTestId('keep-status').filter({ hasText: 'no longer works' }).waitFor();
        await other.reload();
        await other.getByText(w.shareGone).waitFor();
      });
    }));

  it('downloads the plan as a calendar file, one event a stop', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/itineraries/ics'));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: LOCALES.en.words.calendar }).click();
      expect((await answer).headers()['content-type']).toMatch(/^text\/calendar/);
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.ics$/);
      const text = await readFile((await file.path())!, 'utf8');
      expect(text).toContain('BEGIN:VCALENDAR');
      const events = text.match(/BEGIN:VEVENT/g) ?? [];
      const stops = await page.getByTestId('plan-stop').count();
      expect(events.length).toBe(stops);
    }));

  it('prints the plan alone: every day in turn, no controls, no site header or footer', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      await page.emulateMedia({ media: 'print' });
      for (const hidden of [
        'body > header',
        'body > footer',
        '[data-testid="stop-tools"]',
        '[data-testid="trip-toggle"]',
        '[data-testid="itinerary-keep"]',
        '[data-testid="day-map"]',
      ]) {
        expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
      }
      for (let i = 0; i < 5; i += 1) expect(await days(page).nth(i).isVisible()).toBe(true);
      expect(await page.getByTestId('plan-stop').first().isVisible()).toBe(true);
      expect(await page.getByTestId('data-estimate').isVisible()).toBe(true);
    }));

  it('reopens with no connection: the last plan, as the traveller left it', () =>
    withPage(VIEWPORTS.phone, async (page, context) => {
      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      // Controlled from the next load on; this one stores the page through the worker.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await planned(page, 5, 'United Arab Emirates');
      const day1 = days(page).first();
      const removed = (await stopNames(day1))[0]!;
      await day1.getByTestId('stop-remove').first().click();
      await expect.poll(() => live(page).textContent()).toMatch(/removed from day 1/);

      await context.setOffline(true);
      try {
        await page.reload();
        await page.getByText(LOCALES.en.words.offline).first().waitFor();
        await planned(page, 5, 'United Arab Emirates');
        expect(await stopNames(days(page).first())).not.toContain(removed);
        // Any trip's address opens the same kept page offline.
        await page.goto(`${base()}/itinery`);
        await page.getByText(LOCALES.en.words.offline).first().waitFor();
        expect(await stopNames(days(page).first())).not.toContain(removed);
      } finally {
        await context.setOffline(false);
      }
    }));
});

describe('/itinery: the custom itinerary, unlocked for real (e-mail sign-in, no stubs)', () => {
  it('plans with the pace and interests chosen, saves to the account, and plans without them once signed out', () =>
    withPage(VIEWPORTS.desktop, async (page, context) => {
      const email = `custom-${Date.now()}@example.com`;
      await signInWithCode(page, base(), email, '/itinerary');
      await page.getByRole('button', { name: 'Unlock with my e-mail' }).click();
      await page.getByTestId('reward-code').waitFor();

      await page.goto(`${base()}${defaultLink('en')}`);
      await planned(page, 5, 'United Arab Emirates');
      const usual = await page.getByTestId('stop-name').count();
      await page.getByRole('button', { name: LOCALES.en.words.toggle }).click();
      const form = page.getByTestId('trip-form');
      // Enabled once the API has said this traveller unlocked it: check() waits for that.
      await form.getByLabel('Packed').check();
      await form.getByLabel('Food').check();
      await form.getByRole('button', { name: LOCALES.en.words.apply }).click();
      await expect.poll(() => page.getByTestId('stop-name').count()).toBeGreaterThan(usual);
      await page.getByRole('button', { name: 'Save to my account' }).click();
      await page.getByText('Saved to your account.').waitFor();
      const saved = page.getByTestId('saved-plans');
      await saved.getByText('Your saved plans').click();
      await saved
        .getByRole('button', { name: /United Arab Emirates/ })
        .first()
        .waitFor();

      // Signed out, the plan kept on this device is planned again, without what needs unlocking.
      await context.clearCookies();
      await page.reload();
      await page
        .getByTestId('itinerary-failure')
        .getByText(/custom itinerary/)
        .waitFor();
      await expect.poll(() => page.getByTestId('stop-name').count()).toBe(usual);
      expect(await page.getByRole('button', { name: 'Save to my account' }).count()).toBe(0);
    }));
});
