import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium, openPage, VIEWPORTS } from './chromium';

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Sets the visitor's remembered currency (the tern_currency cookie) before loading. */
  currency?: string;
}

/**
 * One Chromium for the test file, and `withPage(path, test)`: a fresh context per test, so
 * cookies and storage never leak between tests, closed again whatever the test does.
 */
export function openBrowserPages() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async function withPage(
    path: string,
    test: (page: Page) => Promise<void>,
    options: PageOptions = {},
  ) {
    const base = inject('webBaseUrl');
    const { context, page } = await openPage(browser, options.viewport ?? VIEWPORTS.desktop);
    try {
      if (options.currency) {
        await context.addCookies([{ name: 'tern_currency', value: options.currency, url: base }]);
      }
      await page.goto(`${base}${path}`);
      await test(page);
    } finally {
      await context.close();
    }
  };
}
