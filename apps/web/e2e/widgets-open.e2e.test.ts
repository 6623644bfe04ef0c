import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routing } from '../src/i18n/routing';
import { allRulesViolations } from './support/axe';
import { hydrated, VIEWPORTS } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';
import { openUtility } from './utilities-visit';

/**
 * Issue 26 part 1, the other half of every-route: the widgets a page opens, checked open with all
 * of axe's rules in every locale — the dialogs, the destination combobox, the plan tabs, the
 * calendar, the menu and the toast (the checkout's guest dialog is walked in keyboard-journeys). Opened by role, test id or attribute, never by their words,
 * so one walk serves every language.
 */
const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();

const prefixOf = (locale: string) => (locale === routing.defaultLocale ? '' : `/${locale}`);

/** axe with all rules on the page as it is, as one readable list. */
async function violations(page: Page, what: string): Promise<string[]> {
  return (await allRulesViolations(page)).map(
    (v) => `${what}: ${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`,
  );
}

/** Closes the open <dialog> with Escape and waits until it is gone. */
async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.locator('dialog[open]').waitFor({ state: 'detached' });
}

for (const locale of routing.locales) {
  describe(`widgets open, all axe rules (${locale})`, () => {
    let context: BrowserContext;
    let page: Page;
    const at = (path: string) =>
      `${base()}${prefixOf(locale)}${path === '/' && locale !== 'en' ? '' : path}`;

    beforeAll(async () => {
      context = await browser().newContext({
        viewport: VIEWPORTS.desktop,
        locale: 'en-GB',
        reducedMotion: 'reduce',
      });
      // The welcome modal was seen an hour ago: the first test opens it in a context of its own.
      await context.addInitScript(() => {
        try {
          localStorage.setItem('showWelcomeModal', String(Date.now() + 60 * 60 * 1000));
        } catch {}
      });
      page = await context.newPage();
    });
    afterAll(() => context?.close());

    it('the welcome modal on a first visit', async () => {
      const first = await browser().newContext({ viewport: VIEWPORTS.desktop, locale: 'en-GB' });
      try {
        const visit = await first.newPage();
        await visit.goto(at('/'));
        await visit.locator('dialog[open]').waitFor();
        expect((await violations(visit, 'welcome modal')).join('\n')).toBe('');
      } finally {
        await first.close();
      }
    });

    it('the destination combobox with its results, the currency picker and the utilities', async () => {
      await page.goto(at('/'));
      await hydrated(page);
      const found: string[] = [];
      const search = page.getByRole('combobox').first();
      await search.focus();
      await page.keyboard.type('fra');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await expect.poll(() => search.getAttribute('aria-expanded')).toBe('true');
      found.push(...(await violations(page, 'combobox open')));
      await page.keyboard.press('Escape');

      await page.getByTestId('currency-button').click();
      await page.locator('dialog[open] [data-testid^="currency-option-"]').first().waitFor();
      found.push(...(await violations(page, 'currency picker')));
      await closeDialog(page);

      // Each is ready once its data arrived: the amount, the forecast (or why there is none), the text.
      const ready = {
        currency: 'input',
        weather: '[data-testid="weather-modal"][aria-busy="false"]',
        translator: 'textarea',
      };
      for (const kind of ['currency', 'weather', 'translator'] as const) {
        const dialog = await openUtility(page, kind);
        await dialog.locator(ready[kind]).first().waitFor();
        found.push(...(await violations(page, `${kind} utility`)));
        await closeDialog(page);
      }
      expect(found.join('\n')).toBe('');
    });

    it('the itinerary form, the city picker, the promo code and its toast', async () => {
      await page.goto(at('/'));
      await hydrated(page);
      const found: string[] = [];
      await page.locator('#itinerary-tile').click();
      await page.locator('dialog[open] [data-testid="itinerary-modal"]').waitFor();
      found.push(...(await violations(page, 'itinerary form')));
      await closeDialog(page);

      await page.locator('button[data-testid="feature-tile"]').first().click();
      await page.locator('dialog[open]').getByRole('radio').first().waitFor();
      found.push(...(await violations(page, 'city picker')));
      await closeDialog(page);

      await page.getByTestId('promo-banner').getByRole('button').click();
      const form = page.locator('dialog[open] [data-testid="promo-code-form"]');
      await form.waitFor();
      found.push(...(await violations(page, 'promo code')));
      // An empty code is answered by the toast; the pointer on it holds it for the check.
      await form.locator('button[type="submit"]').click();
      const toast = page.getByTestId('toast');
      await toast.hover();
      found.push(...(await violations(page, 'toast')));
      expect(found.join('\n')).toBe('');
    });

    it('the plan tabs on another tab', async () => {
      await page.goto(at('/'));
      await hydrated(page);
      // The plan listing mounts as it nears the screen.
      await page.locator('#plans').scrollIntoViewIfNeeded();
      const tab = page.getByRole('tab').nth(1);
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      expect((await violations(page, 'second plan tab')).join('\n')).toBe('');
    });

    it('the calendar with a day chosen', async () => {
      await page.goto(at('/events/eiffel-tower-summit'));
      await hydrated(page);
      const grid = page.getByRole('grid');
      await grid.scrollIntoViewIfNeeded();
      await grid.locator('[data-date]:not([aria-disabled="true"])').first().click();
      await page.getByTestId('time-slots').waitFor();
      expect((await violations(page, 'calendar')).join('\n')).toBe('');
    });

    it('the menu on a phone', async () => {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto(at('/faq'));
      await hydrated(page);
      await page.locator('header details > summary').click();
      await page.locator('header details[open] nav a').first().waitFor();
      const found = await violations(page, 'menu');
      await page.setViewportSize(VIEWPORTS.desktop);
      expect(found.join('\n')).toBe('');
    });
  });
}
