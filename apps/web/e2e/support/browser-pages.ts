import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { openPage, VIEWPORTS } from './chromium';
import { sharedBrowserForFile } from './shared-browser';

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
  const browser = sharedBrowserForFile();

  return async function withPage(
    path: string,
    test: (page: Page) => Promise<void>,
    options: PageOptions = {},
  ) {
    const base = inject('webBaseUrl');
    const { context, page } = await openPage(browser(), options.viewport ?? VIEWPORTS.desktop);
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
