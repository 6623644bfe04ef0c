import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HOUR } from './home-visit';
import { openDemoAirForm } from './promo-visit';
import { allRulesViolations } from './support/axe';
import { hydrated, VIEWPORTS } from './support/chromium';
import type { ControlAudit, FieldFacts } from './support/focus-probe';
import { auditControls, watchFocus } from './support/keyboard';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 26 §6 on a representative set of pages, each loaded once: every visible control's
 * boundary and focus indicator at 3:1 (WCAG 1.4.11, judged in the page by
 * support/focus-probe.ts's `audit()`), the autocomplete tokens a browser fills a field from,
 * and GOV.UK's error summary taking focus on a failed submit. The back office's coupon form is
 * judged in admin.e2e.test.ts, which has an admin signed in.
 */
const browser = sharedBrowserForFile();
const base = () => inject('webBaseUrl');

let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  context = await browser().newContext({
    viewport: VIEWPORTS.desktop,
    locale: 'en-GB',
    reducedMotion: 'reduce',
    // A purchase asks where the traveller is: in London, France's plans need no question.
    geolocation: { latitude: 51.51, longitude: -0.13 },
    permissions: ['geolocation'],
  });
  await context.addInitScript(
    (expiry) => localStorage.setItem('showWelcomeModal', String(expiry)),
    Date.now() + 11 * HOUR,
  );
  await watchFocus(context);
  page = await context.newPage();
});
afterAll(() => context?.close());

/** A page in a fresh state: no locale cookie of an earlier page's, no session. */
async function open(path: string) {
  await context.clearCookies();
  await page.goto(`${base()}${path}`);
  await hydrated(page);
}

/** The audit found every control fine, and did judge some. */
function expectFine(audit: ControlAudit, where: string) {
  expect(audit.problems, `${where}: controls under 3:1`).toEqual([]);
  expect(audit.focused, `${where}: controls judged`).toBeGreaterThan(0);
}

/** The autocomplete token of the field whose label matches `label`. */
const tokenOf = (fields: FieldFacts[], label: RegExp) =>
  fields.filter((f) => label.test(f.label)).map((f) => f.autocomplete);

/** Autocomplete rules every page keeps: an e-mail field says email, a phone field tel-…. */
function expectAutocomplete(fields: FieldFacts[], where: string) {
  for (const field of fields) {
    if (field.type === 'email')
      expect(field.autocomplete, `${where}: ${field.label}`).toBe('email');
    if (field.type === 'tel')
      expect(field.autocomplete, `${where}: ${field.label}`).toMatch(/^tel(-national)?$/);
  }
}

/**
 * Submits the form empty: the error summary takes focus, lists each error as a link to its
 * field, each field is invalid and described by its error; a link moves focus to its field.
 */
async function expectErrorSummary(form: Locator, submit: Locator, title: string) {
  await submit.click();
  const summary = form.getByRole('alert').filter({ hasText: title });
  await summary.waitFor();
  await expect.poll(() => summary.evaluate((el) => el === document.activeElement)).toBe(true);
  const links = await summary.getByRole('link').evaluateAll((all) =>
    all.map((a) => {
      const field = document.getElementById((a as HTMLAnchorElement).hash.slice(1));
      const described = (field?.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      return {
        text: a.textContent ?? '',
        invalid: field?.getAttribute('aria-invalid'),
        describedByError: described.length > 0,
      };
    }),
  );
  expect(links.length).toBeGreaterThan(0);
  for (const link of links)
    expect(link, link.text).toMatchObject({ invalid: 'true', describedByError: true });
  const first = summary.getByRole('link').first();
  const target = await first.evaluate((a) => (a as HTMLAnchorElement).hash.slice(1));
  await first.click();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(target);
}

/** A plan any traveller can buy wherever they are: its Buy now opens the guest dialog. */
const buyNow = () => page.locator('[data-testid="buy-now"][href*="bndl_fr_5gb_30d"]');

describe('controls, focus and forms (issue 26 §6)', () => {
  it('home, and the partner form its promo banner opens', async () => {
    await open('/');
    expectFine(await auditControls(page), 'home');
    const { form } = await openDemoAirForm(page);
    const audit = await auditControls(page);
    expectFine(audit, 'partner form');
    expectAutocomplete(audit.fields, 'partner form');
    expect(tokenOf(audit.fields, /^input "First name/)).toEqual(['given-name']);
    expect(tokenOf(audit.fields, /^input "Last name/)).toEqual(['family-name']);
    expect(tokenOf(audit.fields, /Country of residence/)).toEqual(['country']);
    await expectErrorSummary(
      form,
      form.getByRole('button', { name: 'Get my free data' }),
      'There is a problem',
    );
  });

  it('a destination, its guest dialog open: controls, autocomplete, the summary', async () => {
    await open('/france-mobile-esim-plans');
    expectFine(await auditControls(page), 'destination');
    await buyNow().click();
    const dialog = page.getByRole('dialog', { name: 'Where should we send your eSIM?' });
    await dialog.getByTestId('guest-form').waitFor();
    const audit = await auditControls(page);
    expectFine(audit, 'guest dialog');
    expectAutocomplete(audit.fields, 'guest dialog');
    expect(tokenOf(audit.fields, /"Full name/)).toEqual(['name']);
    expect(tokenOf(audit.fields, /Country calling code/)).toEqual(['tel-country-code']);
    const form = dialog.getByTestId('guest-form');
    await expectErrorSummary(form, form.getByTestId('guest-submit'), 'There is a problem');
  });

  // The guest dialog had never been checked open: all of axe's rules, in English and Arabic.
  it.each(['', '/ar'])('the guest dialog open has no axe violations (%s)', async (prefix) => {
    await open(`${prefix}/france-mobile-esim-plans`);
    await buyNow().click();
    await page.locator('dialog[open]').getByTestId('guest-form').waitFor();
    const found = (await allRulesViolations(page)).map(
      (v) => `${v.id}: ${v.help}\n    ${v.targets.join('\n    ')}`,
    );
    expect(found).toEqual([]);
    // Its error summary too, in the dialog's language.
    await page.locator('dialog[open]').getByTestId('guest-submit').click();
    await page.locator('dialog[open]').getByTestId('guest-failure').waitFor();
    expect((await allRulesViolations(page)).map((v) => v.id)).toEqual([]);
  });

  it('the checkout’s guest details', async () => {
    await open('/checkout?quantity=1&search=France&bundleId=bndl_fr_5gb_30d&type=preorder');
    const audit = await auditControls(page);
    expectFine(audit, 'checkout');
    expectAutocomplete(audit.fields, 'checkout');
    expect(tokenOf(audit.fields, /"Full name/)).toEqual(['name']);
  });

  it('sign-in: the e-mail, then the one-time code', async () => {
    await open('/sign-in');
    let audit = await auditControls(page);
    expectFine(audit, 'sign-in');
    expect(tokenOf(audit.fields, /E-mail/)).toEqual(['email']);
    await page.getByLabel('E-mail').fill(`contrast-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send me a code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    audit = await auditControls(page);
    expectFine(audit, 'sign-in code');
    expect(tokenOf(audit.fields, /6-digit code/)).toEqual(['one-time-code']);
  });

  it('a lounge’s booking form', async () => {
    await open('/lounge/LG-HAN-1');
    const audit = await auditControls(page);
    expectFine(audit, 'lounge');
    // The first traveller is usually the one booking; the others' names are not theirs.
    expect(tokenOf(audit.fields, /Adult 1: full name/)).toEqual(['name']);
    expect(tokenOf(audit.fields, /Flight number/)).toEqual(['off']);
    const form = page.locator('form').filter({ has: page.getByLabel('Flight number') });
    await expectErrorSummary(
      form,
      page.getByRole('button', { name: 'See price and availability' }),
      'There is a problem',
    );
  });

  it('the itinerary page’s trip form', async () => {
    await open('/itinerary');
    expectFine(await auditControls(page), 'itinerary');
  });
});
