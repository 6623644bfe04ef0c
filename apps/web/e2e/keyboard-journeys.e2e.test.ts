import { addDays, localDateTime } from '@tern/domain';
import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HOUR } from './home-visit';
import { newEmail } from './promo-visit';
import { UUID } from './support/booking-journey';
import { hydrated, VIEWPORTS } from './support/chromium';
import { type Keyboard, keyboardOn, watchFocus } from './support/keyboard';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 26 §2: the five journeys done with the keyboard alone (Tab, Shift+Tab, Enter, Space,
 * arrows, Escape; typing into the focused field), on the shared store. Along each: the skip
 * link first on every page, a visible focus indicator on every stop (support/keyboard.ts), a
 * dialog that holds focus and gives it back, and focus never dropped to the body by an update.
 */
const browser = sharedBrowserForFile();
const base = () => inject('webBaseUrl');
// In London: buying France's plan from France first asks "Are you travelling to France?".
const LONDON = { latitude: 51.51, longitude: -0.13 };

/** A traveller with no mouse: fresh context, welcome modal already seen, focus probe installed. */
async function withKeyboard(
  run: (kb: Keyboard) => Promise<void>,
  { located = false }: { located?: boolean } = {},
) {
  const context = await browser().newContext({
    viewport: VIEWPORTS.desktop,
    locale: 'en-GB',
    reducedMotion: 'reduce',
    ...(located ? { geolocation: LONDON, permissions: ['geolocation'] } : {}),
  });
  await context.addInitScript(
    (expiry) => localStorage.setItem('showWelcomeModal', String(expiry)),
    Date.now() + 11 * HOUR,
  );
  await watchFocus(context);
  try {
    const keyboard = keyboardOn(await context.newPage());
    await run(keyboard);
    expect(keyboard.problems).toEqual([]);
  } finally {
    await context.close();
  }
}

/** Loads `path` and starts as a keyboard user does: the skip link, then the main content. */
async function open(kb: Keyboard, path: string) {
  await kb.page.goto(`${base()}${path}`);
  await kb.skipToContent();
}

/** A page reached by pressing Enter: wait for it, then the skip link is first again. */
async function arrive(kb: Keyboard, url: string | RegExp) {
  await kb.page.waitForURL(url);
  await kb.skipToContent();
}

/**
 * A modal opened from `opener` with the keyboard: focus is inside it, Tab and Shift+Tab go round
 * its controls and never out, Escape closes it and focus is back on the opener.
 */
async function expectModal(kb: Keyboard, dialog: Locator, opener: Locator) {
  await dialog.waitFor();
  await expect.poll(() => isInside(dialog), { message: 'focus moved into the dialog' }).toBe(true);
  const stops = await dialog.evaluate(
    (el) =>
      [
        ...el.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,[tabindex]'),
      ].filter(
        (c) =>
          c.tabIndex >= 0 && !(c as HTMLButtonElement).disabled && c.getClientRects().length > 0,
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i <= stops; i += 1) {
      const report = await kb.press(key);
      if (!(await isInside(dialog))) {
        kb.problems.push(`${key} ${i + 1} left the dialog for ${report.label}`);
        break;
      }
    }
  }
  await kb.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await kb.expectFocus(opener);
}

const isInside = (dialog: Locator) =>
  dialog.evaluate((el) => el.contains(document.activeElement)).catch(() => false);

/** The error summary a failed submit puts at the top of a form, and focus on it. */
async function expectSummary(within: Locator) {
  const summary = within.getByRole('alert').filter({ hasText: 'There is a problem' });
  await summary.waitFor();
  await expect.poll(() => isInside(summary), { message: 'focus on the error summary' }).toBe(true);
  return summary;
}

/**
 * The guest dialog of "continue": an empty submit first (focus goes to the error summary, whose
 * first link leads to the field), then the details typed field by field.
 */
async function guestDetails(kb: Keyboard, dialogName: string, opener: Locator) {
  const page = kb.page;
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expectModal(kb, dialog, opener);
  await kb.press('Enter');
  await dialog.waitFor();
  await kb.tabTo(dialog.getByRole('button', { name: 'Continue' }));
  await kb.press('Enter');
  const summary = await expectSummary(dialog);
  await kb.tabTo(summary.getByRole('link', { name: 'Full name is required' }));
  await kb.press('Enter');
  await kb.expectFocus(dialog.getByLabel('Full name'));
  await kb.type('An Nguyen');
  await kb.tabTo(dialog.getByLabel('E-mail'));
  await kb.type(newEmail('keyboard'));
  await kb.tabTo(dialog.getByLabel('Country calling code'));
  // A native select takes a typed name; Vietnam's numbers follow.
  await kb.type('Vietnam');
  expect(await dialog.getByLabel('Country calling code').inputValue()).toBe('VN');
  await kb.tabTo(dialog.getByRole('textbox', { name: 'Phone number' }));
  await kb.type('912 345 678');
  await kb.tabTo(dialog.getByRole('button', { name: 'Continue' }));
  await kb.press('Enter');
  await page.waitForURL(new RegExp(`/checkout/(${UUID})/?\\?paymentGateway=sandbox$`));
  return new URL(page.url()).pathname.match(new RegExp(UUID))?.[0] ?? '';
}

/** The checkout's terms and pay button, then the sandbox's card page, all from the keyboard. */
async function payByKeyboard(kb: Keyboard, orderId: string, landsOn: string) {
  const page = kb.page;
  await kb.skipToContent();
  await kb.tabTo(page.getByTestId('accept-terms'));
  await kb.press('Space');
  expect(await page.getByTestId('accept-terms').isChecked()).toBe(true);
  await kb.tabTo(page.getByTestId('pay-button'));
  await kb.press('Enter');
  await arrive(kb, `**/pay/sandbox/${orderId}`);
  const fields: [string, string][] = [
    ['Card number', '4242 4242 4242 4242'],
    ['Expiry (MM/YY)', '12/34'],
    ['Security code (CVC)', '123'],
    ['Name on card', 'An Nguyen'],
  ];
  for (const [label, value] of fields) {
    await kb.tabTo(page.getByLabel(label));
    await kb.type(value);
  }
  await kb.tabTo(page.getByTestId('sandbox-pay'));
  await kb.press('Enter');
  await arrive(kb, `**/${landsOn}/${orderId}`);
}

/**
 * Types a date into the focused date field, in the order headless Chrome shows its parts
 * (mm/dd/yyyy, its own language, whatever the page's), and checks the field took it.
 */
async function typeDate(kb: Keyboard, iso: string) {
  const [year, month, day] = iso.split('-');
  await kb.type(`${month}${day}${year}`);
  expect(await kb.page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
    iso,
  );
}

// A journey is some 200 key presses, each checked: longer than a test's usual minute.
describe('keyboard alone (issue 26 §2)', { timeout: 120_000 }, () => {
  it('buys an eSIM: home search → France → plan → guest details → checkout → card → eSIM', () =>
    withKeyboard(
      async (kb) => {
        const page = kb.page;
        await open(kb, '/');
        const search = page.getByRole('combobox', { name: 'Search destinations' });
        await kb.tabTo(search);
        await kb.type('Fra');
        const france = page.getByRole('option', { name: /France/ }).first();
        await france.waitFor();
        // WAI-ARIA combobox: arrows highlight while focus stays in the box; Escape closes.
        await kb.press('ArrowDown');
        const highlighted = await search.getAttribute('aria-activedescendant');
        expect(highlighted).toBeTruthy();
        expect(await page.locator(`[id="${highlighted}"]`).getAttribute('aria-selected')).toBe(
          'true',
        );
        await kb.expectFocus(search);
        await kb.press('Escape');
        expect(await search.getAttribute('aria-expanded')).toBe('false');
        await kb.expectFocus(search);
        await kb.type('nce');
        await page
          .getByRole('option', { name: /France/ })
          .first()
          .waitFor();
        await kb.expectFocus(search);
        await kb.press('Enter');
        await arrive(kb, '**/france-mobile-esim-plans');

        const buy = page
          .getByTestId('bundle-card')
          .filter({ has: page.getByRole('heading', { name: 'France 5 GB 30 days', exact: true }) })
          .getByTestId('buy-now');
        await kb.tabTo(buy);
        await kb.press('Enter');
        const orderId = await guestDetails(kb, 'Where should we send your eSIM?', buy);
        await payByKeyboard(kb, orderId, 'esims');
        await page
          .getByRole('img', { name: 'QR code to install your France eSIM' })
          .waitFor({ timeout: 30_000 });
        await kb.expectFocus();
      },
      { located: true },
    ));

  it('books a lounge: /lounge/LG-HAN-1 → date, time, names → price → guest → pay → e-pass', () =>
    withKeyboard(async (kb) => {
      const page = kb.page;
      await open(kb, '/lounge/LG-HAN-1');
      // Asking before choosing a time: the error summary, whose first link goes to the date.
      const see = page.getByRole('button', { name: 'See price and availability' });
      await kb.tabTo(see);
      await kb.press('Enter');
      const problems = await expectSummary(page.locator('main'));
      await kb.tabTo(problems.getByRole('link').first());
      await kb.press('Enter');
      await kb.expectFocus(page.getByLabel('Date'));
      expect(await page.getByLabel('Arrival time').getAttribute('aria-invalid')).toBe('true');
      await typeDate(kb, addDays(localDateTime('Asia/Bangkok', new Date()).date, 3));
      await kb.tabTo(page.getByLabel('Arrival time'));
      // Hours and minutes; the A answers an AM/PM part where the browser shows one.
      await kb.type('1030A');
      await kb.tabTo(page.getByLabel('Flight number'));
      await kb.type('VN 254');
      await kb.tabTo(page.getByLabel('Adult 1: full name'));
      await kb.type('An Nguyen');
      await kb.tabTo(see);
      await kb.press('Enter');
      const summary = page.getByTestId('booking-summary');
      await summary.getByText('Flight VN 254').waitFor();
      await kb.expectFocus();

      const buy = summary.getByTestId('buy-now');
      await kb.tabTo(buy);
      await kb.press('Enter');
      const orderId = await guestDetails(kb, 'Where should we send your e-pass?', buy);
      await payByKeyboard(kb, orderId, 'passes');
      await page.getByRole('heading', { level: 1, name: 'Terrace Lounge Hanoi' }).waitFor();
      await kb.expectFocus();
    }));

  it('books an attraction: the calendar’s arrows, a time, a ticket, the name → pay → tickets', () =>
    withKeyboard(async (kb) => {
      const page = kb.page;
      await open(kb, '/events/eiffel-tower-summit');
      const grid = page.getByRole('grid');
      await kb.tabTo(grid);
      // WAI-ARIA date picker: one cell in the Tab order, arrows move a day or a week.
      const target = addDays(localDateTime('Europe/Paris', new Date()).date, 3);
      const focusedDate = () =>
        page.evaluate(() => document.activeElement?.getAttribute('data-date'));
      for (let i = 0; i < 40 && (await focusedDate()) !== target; i += 1) {
        await kb.press(((await focusedDate()) ?? '') < target ? 'ArrowRight' : 'ArrowLeft');
      }
      expect(await focusedDate()).toBe(target);
      await kb.press('Enter');
      const times = page.getByRole('group', { name: /^Times on / });
      await times.getByRole('radio').first().waitFor({ state: 'attached' });
      await kb.expectFocus();
      // Native radios: Tab enters the group, an arrow chooses the next time.
      await kb.tabTo(times);
      await kb.press('ArrowRight');
      expect(await times.getByRole('radio', { checked: true }).count()).toBe(1);

      await kb.tabTo(page.getByRole('button', { name: 'Add one Child ticket' }));
      await kb.press('Enter');
      await page.getByTestId('quote-total').filter({ hasText: 'US$39.00' }).waitFor();
      // The price changed: focus stays on the button that changed it.
      await kb.expectFocus(page.getByRole('button', { name: 'Add one Child ticket' }));
      await kb.tabTo(page.getByLabel('Lead traveller’s full name'));
      await kb.type('An Nguyen');
      const buy = page.getByTestId('booking-panel').getByTestId('buy-now');
      await kb.tabTo(buy);
      await kb.press('Enter');
      const orderId = await guestDetails(kb, 'Where should we send your tickets?', buy);
      await payByKeyboard(kb, orderId, 'tickets');
      await page.getByRole('img', { name: 'Adult ticket 1 of 1 for An Nguyen' }).waitFor();
      await kb.expectFocus();
    }));

  it('redeems a partner code: the banner → DEMOAIR → the partner form → thanks', () =>
    withKeyboard(async (kb) => {
      const page = kb.page;
      await open(kb, '/');
      const banner = page.getByRole('button', { name: 'Redeem a code', exact: true });
      await kb.tabTo(banner);
      await kb.press('Enter');
      const dialog = page.locator('dialog[open]');
      await dialog.getByTestId('promo-code-form').waitFor();
      await expectModal(kb, page.getByRole('dialog', { name: 'Redeem a code' }), banner);
      await kb.press('Enter');
      await dialog.getByTestId('promo-code-form').waitFor();
      await kb.expectFocus(dialog.getByRole('textbox'));
      // An empty code is an error: focus stays in the dialog, on something that says so.
      await kb.tabTo(dialog.getByRole('button', { name: 'Apply code' }));
      await kb.press('Enter');
      await dialog.getByText('please enter coupon code').waitFor();
      await kb.expectFocus(dialog);
      await kb.tabTo(dialog.getByRole('textbox'), { back: true });
      await kb.type('DEMOAIR');
      await kb.tabTo(dialog.getByRole('button', { name: 'Apply code' }));
      await kb.press('Enter');
      const form = dialog.getByTestId('partner-form');
      await form.waitFor();
      // A new step: focus moves into it, not to the body.
      await kb.expectFocus(dialog);

      const text: [string, string][] = [
        ['First name', 'Lan'],
        ['Last name', 'Nguyen'],
        ['Email', newEmail('keyboard-demoair')],
      ];
      for (const [label, value] of text) {
        await kb.tabTo(form.getByLabel(label, { exact: true }));
        await kb.type(value);
      }
      await kb.tabTo(form.getByRole('textbox', { name: 'Phone number' }));
      await kb.type('912 345 678');
      await kb.tabTo(form.getByLabel('Booking reference', { exact: true }));
      await kb.type('AB12CD');
      await kb.tabTo(form.getByLabel('Country of residence'));
      await kb.type('France');
      await kb.tabTo(form.getByLabel('Start date', { exact: true }));
      await typeDate(kb, '2026-12-01');
      await kb.tabTo(form.getByLabel('End date', { exact: true }));
      await typeDate(kb, '2026-12-10');
      await kb.tabTo(form.getByRole('button', { name: 'Get my free data' }));
      await kb.press('Enter');
      await dialog.getByTestId('promo-thanks').waitFor();
      await kb.expectFocus(dialog);
      await kb.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await kb.expectFocus(banner);
    }));

  it('edits an itinerary: change the trip, move a stop, another day, remove, add, undo', () =>
    withKeyboard(async (kb) => {
      const page = kb.page;
      await open(kb, '/itinery?countryName=United%20Arab%20Emirates');
      await page.getByTestId('plan-day').first().waitFor();
      await kb.tabTo(page.getByRole('button', { name: 'Change the trip' }));
      await kb.press('Enter');
      const form = page.getByTestId('trip-form');
      await form.waitFor();
      const country = form.getByLabel('Country');
      await country.locator('option', { hasText: 'France' }).waitFor({ state: 'attached' });
      await kb.tabTo(country);
      await kb.type('France');
      const start = addDays(new Date().toISOString().slice(0, 10), 10);
      await kb.tabTo(form.getByLabel('From'));
      await typeDate(kb, start);
      await kb.tabTo(form.getByLabel('To'));
      await typeDate(kb, addDays(start, 2));
      await kb.tabTo(form.getByRole('button', { name: 'Plan this trip' }));
      await kb.press('Enter');
      await page.getByTestId('plan-summary').filter({ hasText: '3 days · France' }).waitFor();
      await kb.expectFocus(page.locator('#itinerary-plan-heading'));

      const day2 = page.getByTestId('plan-day').nth(1);
      const names = () => day2.getByTestId('stop-name').allTextContents();
      const before = await names();
      await kb.tabTo(day2.getByTestId('stop-down').first());
      await kb.press('Enter');
      await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
      await kb.expectFocus(day2);

      const first = day2.getByTestId('plan-stop').first();
      const move = first.getByTestId('stop-move');
      await kb.tabTo(move, { back: true });
      await kb.press('Enter');
      const choices = first.getByTestId('stop-move-days').getByRole('button');
      await kb.expectFocus(choices.first());
      await kb.press('Escape');
      await kb.expectFocus(move);
      await kb.press('Enter');
      await kb.tabTo(choices.nth(1));
      const moving = (await names())[0];
      await kb.press('Enter');
      await expect.poll(names).not.toContain(moving);
      await kb.expectFocus();

      const leaving = (await names())[0];
      await kb.tabTo(day2.getByTestId('stop-remove').first());
      await kb.press('Enter');
      await expect.poll(names).not.toContain(leaving);
      await kb.expectFocus();

      const suggestions = day2.getByTestId('day-suggestions');
      await kb.tabTo(suggestions.locator('summary'));
      await kb.press('Enter');
      await kb.tabTo(suggestions.getByTestId('suggestion-add').first());
      const count = (await names()).length;
      await kb.press('Enter');
      await expect.poll(async () => (await names()).length).toBe(count + 1);
      await kb.expectFocus();

      const undo = page.getByRole('button', { name: 'Undo', exact: true });
      await kb.tabTo(undo);
      await kb.press('Enter');
      await expect.poll(async () => (await names()).length).toBe(count);
      await kb.expectFocus(undo);
      await hydrated(page);
    }));
});
