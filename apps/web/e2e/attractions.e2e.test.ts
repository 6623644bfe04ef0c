import { addDays, localDateTime } from '@tern/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { post, signInAsNewGuest } from './esim-purchase';
import { accessibilityViolations } from './support/axe';
import { openPage, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 22's browsing: /adventure searched, filtered, sorted and paged through its URL (a shared
 * link and the back button show the same list), and /events/{id}: the calendar as a keyboard
 * grid, the day's times, ticket types and the server's live total.
 */
const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();
const shots = process.env.ATTRACTION_SCREENSHOTS;

const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
};

async function withPage<T>(
  viewport: { width: number; height: number },
  fn: (page: Page) => Promise<T>,
  options: { javaScript?: boolean } = {},
) {
  const { context, page } = await openPage(browser(), viewport);
  if (options.javaScript === false) {
    await context.close();
    const bare = await browser().newContext({ viewport, javaScriptEnabled: false });
    try {
      return await fn(await bare.newPage());
    } finally {
      await bare.close();
    }
  }
  try {
    return await fn(page);
  } finally {
    await context.close();
  }
}

const cards = (page: Page) => page.getByTestId('attraction-card');
const count = (page: Page) => page.getByTestId('adventure-count');
const pages = (page: Page) => page.getByRole('navigation', { name: 'Pages of attractions' });
/** Waits for the list a navigation brought: the count line says what it is. */
const listed = async (page: Page, text: RegExp) => {
  await count(page).filter({ hasText: text }).waitFor();
};

describe('/adventure: attractions and tours (issue 22)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`lists 12 a page, with a price, length and badges on each card (${name})`, () =>
      withPage(viewport, async (page) => {
        await page.goto(`${base()}/adventure`);
        await listed(page, /^\d+ attractions$/);
        expect(await cards(page).count()).toBe(12);
        const first = cards(page).first();
        expect(await first.getByTestId('attraction-price').textContent()).toMatch(
          /^From US\$\d+\.\d\d$/,
        );
        await first.getByText('Free cancellation').waitFor();
        await first
          .getByText(/GB free data|MB free data/)
          .first()
          .waitFor();
        expect(await first.getAttribute('href')).toBe('/events/eiffel-tower-summit');
        // 221 attractions are 19 pages: more than 5, so the arrows show (spec §9).
        await pages(page).getByRole('link', { name: 'Next' }).waitFor();
        await shot(page, `adventure-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);
      }));
  }

  it('keeps search, filters, sort and page in the URL, and the back button restores them', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}/adventure`);
      await listed(page, /^\d+ attractions$/);
      const total = await count(page).textContent();

      await pages(page).getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL('**/adventure?page=2');
      expect(await pages(page).locator('[aria-current="page"]').textContent()).toContain('2');
      expect(await cards(page).count()).toBe(12);

      // A filter goes back to page 1.
      await page.getByLabel('Category').selectOption('museums');
      await page.waitForURL('**/adventure?category=museums');
      await listed(page, /^\d+ attractions?$/);
      for (const text of await cards(page).allTextContents()) expect(text).toMatch(/^Museums ·/);

      await page.getByLabel('Country').selectOption('FR');
      await page.waitForURL('**/adventure?country=FR&category=museums');
      await cards(page).filter({ hasText: 'Louvre Museum priority entry' }).waitFor();
      for (const text of await cards(page).allTextContents()) expect(text).toContain('France');

      await page.goBack();
      await page.waitForURL('**/adventure?category=museums');
      await expect.poll(() => page.getByLabel('Country').inputValue()).toBe('');
      expect(await page.getByLabel('Category').inputValue()).toBe('museums');

      await page.goBack();
      await page.waitForURL('**/adventure?page=2');
      await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('');
      expect(await count(page).textContent()).toBe(total);

      // The search is the server's: forgiving of case, in names, cities and countries.
      await page.getByLabel('Search attractions').fill('EIFFEL');
      await page.getByLabel('Search attractions').press('Enter');
      await page.waitForURL('**/adventure?q=EIFFEL');
      await listed(page, /for “EIFFEL”$/);
      expect(await cards(page).first().textContent()).toContain('Eiffel Tower summit access');

      await page.getByLabel('Search attractions').fill('');
      await page.getByLabel('Sort by').selectOption('price_asc');
      await page.waitForURL('**/adventure?sort=price_asc');
      await listed(page, /^\d+ attractions$/);
      const prices = (await page.getByTestId('attraction-price').allTextContents()).map((p) =>
        Number(p.replace(/[^\d.]/g, '')),
      );
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }));

  it('says when nothing matches and offers to clear the filters', () =>
    withPage(VIEWPORTS.phone, async (page) => {
      await page.goto(`${base()}/adventure?q=zzqxw&category=theme_parks`);
      await page.getByRole('heading', { name: 'No attractions match' }).waitFor();
      expect(await cards(page).count()).toBe(0);
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await page.waitForURL(/\/adventure$/);
      await listed(page, /^\d+ attractions$/);
    }));

  it('searches with the plain GET form when JavaScript is off', () =>
    withPage(
      VIEWPORTS.phone,
      async (page) => {
        await page.goto(`${base()}/adventure`);
        await page.getByLabel('Search attractions').fill('louvre');
        await page.getByLabel('Category').selectOption('museums');
        await page.getByRole('button', { name: 'Show results' }).click();
        await page.waitForURL(/\/adventure\?q=louvre&country=&category=museums&sort=popular$/);
        expect(await cards(page).first().textContent()).toContain('Louvre');
      },
      { javaScript: false },
    ));

  it('is in Vietnamese under /vi', () =>
    withPage(VIEWPORTS.phone, async (page) => {
      await page.goto(`${base()}/vi/adventure`);
      await page
        .getByRole('heading', { level: 1, name: 'Điểm đến hấp dẫn, kèm dữ liệu di động' })
        .waitFor();
      await listed(page, /điểm tham quan$/);
      expect(await cards(page).first().getAttribute('href')).toBe('/vi/events/eiffel-tower-summit');
      await shot(page, 'adventure-vi-phone');
      expect(await accessibilityViolations(page)).toEqual([]);
    }));
});

/** The booking panel loads as it nears the screen (under the details on a phone). */
async function bookingGrid(page: Page) {
  await page.locator('#booking').scrollIntoViewIfNeeded();
  const grid = page.getByRole('grid');
  const failed = page.getByTestId('booking-panel').getByRole('alert');
  await grid.or(failed).waitFor();
  if (await failed.isVisible())
    throw new Error(`the booking panel says: ${await failed.textContent()}`);
  return grid;
}

/** Today at the attraction, and a day `n` days later. */
const dayAt = (timeZone: string, n: number) => addDays(localDateTime(timeZone, new Date()).date, n);

describe('/events/{attractionId} (issue 22)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`shows the attraction, its rules and a calendar that works by keyboard (${name})`, () =>
      withPage(viewport, async (page) => {
        await page.goto(`${base()}/events/eiffel-tower-summit`);
        await page.getByRole('heading', { level: 1, name: 'Eiffel Tower summit access' }).waitFor();
        expect(await page.getByTestId('event-cancellation').textContent()).toBe(
          'Free cancellation until 24 hours before your visit. After that the booking is not refunded.',
        );
        expect(await page.getByTestId('open-in-maps').getAttribute('href')).toMatch(
          /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=48\.\d+%2C2\.\d+$/,
        );
        const ld = JSON.parse(
          (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
        );
        expect(ld['@type']).toBe('TouristAttraction');
        expect(ld.offers['@type']).toBe('AggregateOffer');

        const grid = await bookingGrid(page);
        const focusedDate = () =>
          page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null);
        await grid.locator('[tabindex="0"]').focus();
        // The first day with a start time left: today, or tomorrow once today's last one passed.
        const today = (await focusedDate()) ?? '';
        expect([dayAt('Europe/Paris', 0), dayAt('Europe/Paris', 1)]).toContain(today);
        await page.keyboard.press('ArrowRight');
        expect(await focusedDate()).toBe(addDays(today, 1));
        await page.keyboard.press('ArrowDown');
        expect(await focusedDate()).toBe(addDays(today, 8));
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowLeft');
        // The window starts today: nothing earlier can take the focus.
        await page.keyboard.press('ArrowUp');
        expect([dayAt('Europe/Paris', 0), today]).toContain(await focusedDate());
        await page.keyboard.press('PageDown');
        const nextMonth = (await focusedDate()) ?? '';
        expect(nextMonth.slice(0, 7)).not.toBe(today.slice(0, 7));
        await page.keyboard.press('End');
        expect(
          await page.evaluate(() =>
            new Date(`${document.activeElement?.getAttribute('data-date')}T00:00:00Z`).getUTCDay(),
          ),
        ).toBe(0);
        await page.keyboard.press('Home');
        expect(
          await page.evaluate(() =>
            new Date(`${document.activeElement?.getAttribute('data-date')}T00:00:00Z`).getUTCDay(),
          ),
        ).toBe(1);
        // Enter chooses the focused day: its times appear as a radio group.
        await page.keyboard.press('Enter');
        const chosen = (await focusedDate()) ?? '';
        expect(await grid.locator(`[data-date="${chosen}"]`).getAttribute('aria-selected')).toBe(
          'true',
        );
        const slots = page.getByRole('group', { name: /^Times on / });
        await slots.getByRole('radio').first().waitFor();
        await slots.getByRole('radio').first().check({ force: true });
        await page.keyboard.press('ArrowRight');
        expect(await slots.getByRole('radio').nth(1).isChecked()).toBe(true);

        // The total is the server's, for what is chosen now.
        const total = page.getByTestId('quote-total');
        await total.filter({ hasText: 'US$25.50' }).waitFor();
        await page.getByRole('button', { name: 'Add one Child ticket' }).click();
        await total.filter({ hasText: 'US$39.00' }).waitFor();
        for (let i = 0; i < 8; i += 1)
          await page.getByRole('button', { name: 'Add one Adult ticket' }).click();
        // Ten tickets in all: every + is off.
        expect(await page.getByRole('button', { name: 'Add one Senior ticket' }).isDisabled()).toBe(
          true,
        );
        await total.filter({ hasText: 'US$243.00' }).waitFor();
        await shot(page, `event-${name}`);
        expect(await accessibilityViolations(page)).toEqual([]);
      }));
  }

  it('marks a full day sold out, says how few places a time has left, and wants an adult', async () => {
    const { context, page } = await openPage(browser(), VIEWPORTS.phone);
    try {
      // The balloon flies once a day with 20 places: hold 13, then all 20 the next day.
      await page.goto(`${base()}/`);
      await signInAsNewGuest(page.request, base());
      const hold = (date: string, quantity: number) =>
        post(page.request, `${base()}/api/v1/orders`, {
          lines: [
            {
              kind: 'attraction_ticket',
              attractionId: 'cappadocia-balloon',
              date,
              time: '05:00',
              units: [{ type: 'adult', quantity }],
              leadTraveller: { name: 'Ada Traveller' },
            },
          ],
        });
      // Two days in a row no one has booked yet (this suite may run again on the same data).
      const from = dayAt('Europe/Istanbul', 3);
      const { data } = await (
        await page.request.get(
          `${base()}/api/v1/attractions/cappadocia-balloon/availability?from=${from}&to=${dayAt('Europe/Istanbul', 40)}`,
        )
      ).json();
      const untouched = (data.days as { date: string; slots: { remaining: number }[] }[]).filter(
        (day) => day.slots[0]?.remaining === 20,
      );
      const pair = untouched.findIndex((day, i) => untouched[i + 1]?.date === addDays(day.date, 1));
      const few = untouched[pair]?.date ?? '';
      const full = addDays(few, 1);
      await hold(few, 10);
      await hold(few, 3);
      await hold(full, 10);
      await hold(full, 10);

      await page.goto(`${base()}/events/cappadocia-balloon`);
      const grid = await bookingGrid(page);
      const day = async (date: string) => {
        const cell = grid.locator(`[data-date="${date}"]`);
        while ((await cell.count()) === 0)
          await page.getByRole('button', { name: 'Next month' }).click();
        return cell;
      };
      await (await day(few)).click();
      const slot = page.getByRole('group', { name: /^Times on / });
      await slot.getByText('7 left').waitFor();

      // Sold-out and closed days cannot be chosen.
      const soldOut = await day(full);
      expect(await soldOut.getAttribute('data-status')).toBe('sold_out');
      expect(await soldOut.getAttribute('aria-label')).toMatch(/, sold out$/);
      expect(await soldOut.getAttribute('aria-disabled')).toBe('true');
      await soldOut.click({ force: true });
      expect(await soldOut.getAttribute('aria-selected')).toBe('false');

      await page.getByRole('button', { name: 'Remove one Adult ticket' }).click();
      await page.getByRole('button', { name: 'Add one Child ticket' }).click();
      await page
        .getByText('Children and infants need an adult or senior ticket in the same booking.')
        .waitFor();
      expect(await page.getByTestId('continue-disabled').isDisabled()).toBe(true);
      await shot(page, 'event-limits-phone');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('an unknown attraction is a real 404 that offers the listing', () =>
    withPage(VIEWPORTS.phone, async (page) => {
      const response = await page.goto(`${base()}/events/no-such-attraction`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'We could not find this attraction' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByTestId('not-found-adventure').click();
      await page.waitForURL(/\/adventure$/);
    }));

  it('is in Vietnamese under /vi, with the booking panel', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}/vi/events/eiffel-tower-summit`);
      await page.getByRole('heading', { level: 2, name: 'Đặt chuyến tham quan' }).waitFor();
      await page.getByRole('grid').waitFor();
      expect(await page.getByTestId('event-cancellation').textContent()).toMatch(
        /^Hủy miễn phí đến 24 giờ trước chuyến tham quan\./,
      );
      await shot(page, 'event-vi-desktop');
      expect(await accessibilityViolations(page)).toEqual([]);
    }));

  it('the home page’s deals lead to their event pages, and explore-all to /adventure', () =>
    withPage(VIEWPORTS.desktop, async (page) => {
      await page.goto(`${base()}/`);
      const deals = page.getByTestId('deal-card');
      await expect.poll(() => deals.count()).toBe(4);
      expect(await deals.first().getAttribute('href')).toBe('/events/eiffel-tower-summit');
      expect(await page.getByTestId('deals-explore-all').getAttribute('href')).toBe('/adventure');
      await deals.first().click();
      await page.getByRole('heading', { level: 1, name: 'Eiffel Tower summit access' }).waitFor();
    }));
});
