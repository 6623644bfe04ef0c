import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { launchChromium, openPage, VIEWPORTS } from './support/chromium';

const base = () => inject('webBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(
  fn: (page: Page, context: BrowserContext) => Promise<void>,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const { context, page } = await openPage(browser, viewport);
  try {
    await fn(page, context);
  } finally {
    await context.close();
  }
}

/** A fresh address per test: the API limits codes per e-mail, and mailboxes must not mix. */
const newEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Step 1 of the form: ask for a code, and wait for step 2 to say where it went. */
async function requestCode(page: Page, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor();
}

/** Reads the code the way a local developer does: from the /dev/mailbox page, in another tab. */
async function codeFromMailbox(context: BrowserContext, email: string): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`${base()}/dev/mailbox`);
    const entry = mailbox.getByRole('listitem').filter({ hasText: email }).first();
    const subject = await entry.textContent();
    const code = subject?.match(/(\d{6}) is your Tern sign-in code/)?.[1];
    if (!code) throw new Error(`no sign-in e-mail for ${email} in the mailbox`);
    // The message page shows the e-mail itself, in a sandboxed frame.
    await entry.getByRole('link').click();
    await mailbox.waitForURL(/\/dev\/mailbox\/[A-Za-z0-9-]+$/);
    const frame = mailbox.locator('iframe[title="E-mail body"]');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain(code);
    return code;
  } finally {
    await mailbox.close();
  }
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

describe('signing in with an e-mailed code', () => {
  it('keeps what a traveller typed and tapped before the page was ready', async () => {
    await withPage(async (page) => {
      // The page's scripts arrive late, as on a slow phone: the form is on screen, not yet live.
      await page.route('**/_next/static/chunks/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const email = newEmail('early');
      await page.goto(`${base()}/sign-in`, { waitUntil: 'domcontentloaded' });
      expect(await page.locator('html').getAttribute('data-hydrating')).toBe('');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('button', { name: 'Send me a code' }).click();
      // Once hydrated, the typed address reaches React and the held tap sends the code to it.
      await page.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor();
      expect(await page.locator('html').getAttribute('data-hydrating')).toBeNull();
    });
  });

  it('signs in, lands on the next page with the account in the header, and signs out', async () => {
    await withPage(async (page, context) => {
      const email = newEmail('ana');
      await page.goto(`${base()}/sign-in?next=${encodeURIComponent('/faq?from=sign-in')}`);
      await page.getByRole('link', { name: /Read your code in the mailbox/ }).waitFor();
      await requestCode(page, email);

      // Focus moves to the code field for the second step.
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'code');
      const codeField = page.getByLabel('6-digit code');
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await page.getByRole('button', { name: /Send a new code in/ }).isDisabled()).toBe(
        true,
      );
      expect(await accessibilityViolations(page)).toEqual([]);

      // Pasted from the e-mail as "123 456" (insertText is what a paste does): the space goes,
      // all six digits stay.
      const code = await codeFromMailbox(context, email);
      await codeField.focus();
      await page.keyboard.insertText(`${code.slice(0, 3)} ${code.slice(3)}`);
      expect(await codeField.inputValue()).toBe(code);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(`${base()}/faq?from=sign-in`);

      const header = page.locator('header');
      const myEsims = header.getByRole('link', { name: 'My eSIMs' });
      await myEsims.waitFor();
      expect(await myEsims.getAttribute('href')).toBe('/profile?orderHistory=true');
      expect(await header.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
      const me = await page.request.get(`${base()}/api/v1/me`);
      expect((await me.json()).data.user).toMatchObject({ email, isGuest: false });

      // /sign-in knows who is signed in, and offers the way out.
      await page.goto(`${base()}/sign-in`);
      await page.getByText(`Signed in as ${email}.`).waitFor();
      await page.locator('main').getByRole('button', { name: 'Sign out' }).click();
      await page.waitForURL(`${base()}/`);
      await header.getByRole('link', { name: 'Sign in' }).waitFor();
      expect((await page.request.get(`${base()}/api/v1/me`)).status()).toBe(401);
    });
  });

  it('says so when the code is wrong, and ignores a next= that leaves the site', async () => {
    await withPage(async (page, context) => {
      const email = newEmail('ben');
      await page.goto(`${base()}/sign-in?next=${encodeURIComponent('https://evil.example/')}`);
      await requestCode(page, email);
      const code = await codeFromMailbox(context, email);

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await enterCode(page, wrong);
      const error = page.getByText('That code is wrong or has expired.');
      await error.waitFor();
      const codeField = page.getByLabel('6-digit code');
      expect(await codeField.getAttribute('aria-invalid')).toBe('true');
      expect(await codeField.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(
        await error.evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live')),
      ).toBe('assertive');

      await enterCode(page, code);
      await page.waitForURL(`${base()}/profile?orderHistory=true`);
    });
  });

  it('speaks Vietnamese under /vi', async () => {
    await withPage(async (page) => {
      await page.goto(`${base()}/vi/sign-in`);
      await page.getByRole('heading', { name: 'Đăng nhập Tern' }).waitFor();
      expect(await page.getByRole('button', { name: 'Gửi mã cho tôi' }).count()).toBe(1);
    });
  });
});
