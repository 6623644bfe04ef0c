import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { inject } from 'vitest';
import { HOUR } from './home-visit';
import { VIEWPORTS } from './support/chromium';

/** Shared by the travel utilities' browser tests (utilities-*.e2e.test.ts). */
export const HANOI = { latitude: 21.03, longitude: 105.85 };

export const MATRIX = [
  { lang: 'en', viewport: VIEWPORTS.phone },
  { lang: 'en', viewport: VIEWPORTS.desktop },
  { lang: 'vi', viewport: VIEWPORTS.phone },
  { lang: 'vi', viewport: VIEWPORTS.desktop },
] as const;

export type Lang = (typeof MATRIX)[number]['lang'];

export interface VisitOptions {
  lang?: Lang;
  viewport?: { width: number; height: number };
  /** Where the browser says it is; no position means the location permission is refused. */
  geolocation?: { latitude: number; longitude: number };
  userAgent?: string;
}

/**
 * A visitor on the home page (welcome modal already seen, reduced motion so the strip holds
 * still), with its own context, closed whatever the test does.
 */
export async function withVisitor(
  browser: Browser,
  options: VisitOptions,
  run: (page: Page, context: BrowserContext) => Promise<void>,
  path = '/',
) {
  const context = await browser.newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    locale: options.lang === 'vi' ? 'vi-VN' : 'en-GB',
    reducedMotion: 'reduce',
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.geolocation
      ? { geolocation: options.geolocation, permissions: ['geolocation'] }
      : { permissions: [] }),
  });
  await context.addInitScript(
    (expiry) => localStorage.setItem('showWelcomeModal', String(expiry)),
    Date.now() + 11 * HOUR,
  );
  const page = await context.newPage();
  try {
    const prefix = options.lang === 'vi' ? '/vi' : '';
    await page.goto(`${inject('webBaseUrl')}${prefix}${path === '/' && prefix ? '' : path}`);
    await run(page, context);
  } finally {
    await context.close();
  }
}

/** Opens a utility from its tile on the home page; returns the dialog. */
export async function openUtility(page: Page, kind: 'currency' | 'weather' | 'translator') {
  const tile = page.locator(`[data-utility="${kind}"]`);
  await tile.scrollIntoViewIfNeeded();
  await tile.click();
  const dialog = page.locator('dialog[open]');
  await dialog.waitFor();
  return dialog;
}

/** Answers one API call the browser makes (through the web origin) with a fixed response. */
export async function answerApi(
  page: Page,
  path: string,
  answer: (url: URL, route: Route) => { status?: number; body: unknown },
) {
  await page.route(`**/api/v1${path}*`, async (route) => {
    const { status = 200, body } = answer(new URL(route.request().url()), route);
    await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

export const apiError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message } },
});
