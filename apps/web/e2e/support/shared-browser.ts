import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from './chromium';

/**
 * One Chromium for the whole test file, launched before its first test and closed after its
 * last: `const browser = sharedBrowserForFile();` then `openPage(browser())` in the tests.
 */
export function sharedBrowserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The shared browser is only available inside tests');
    return browser;
  };
}
