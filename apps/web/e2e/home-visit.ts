import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { openPage, VIEWPORTS } from './support/chromium';

/** Shared by the home page's browser tests (home*.e2e.test.ts). */
export const HOUR = 60 * 60 * 1000;
export const homeUrl = () => `${inject('webBaseUrl')}/`;

/** A visitor who saw the welcome modal an hour ago, so it does not cover the page. */
export async function openHome(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  const { context, page } = await openPage(browser, viewport);
  await context.addInitScript(
    (expiry) => {
      localStorage.setItem('showWelcomeModal', String(expiry));
    },
    Date.now() + 11 * HOUR,
  );
  await page.goto(homeUrl());
  return { context, page };
}

/** Runs a test on the home page (welcome modal already seen) and always closes its context. */
export async function withHome(
  browser: Browser,
  run: (page: Page, context: BrowserContext) => Promise<void>,
  viewport?: { width: number; height: number },
) {
  const { context, page } = await openHome(browser, viewport);
  try {
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** Distance of an element from the top of the document. */
export const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
