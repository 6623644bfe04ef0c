import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach } from 'vitest';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with ` +
        '`apt-get update && apt-get install -y chromium`, or set CHROMIUM_PATH.',
    );
  }
}

/** Content-Security-Policy violations seen in any page since the last test ended. */
const cspViolations: string[] = [];
/** Console errors and warnings, and uncaught errors, of every page since the last test. */
const browserErrors: string[] = [];
const CSP_MARKER = 'Content Security Policy';

/**
 * Every browser test fails on a Content-Security-Policy violation: a page's own console message
 * ("Refused to … because it violates the following Content Security Policy directive") or a
 * `securitypolicyviolation` event, from any page of any context, checked after each test.
 * Registered when a test file loads this module (the global setup merely imports it).
 */
try {
  afterEach(({ task }) => {
    const logged = browserErrors.splice(0);
    // A failed test says what the browser reported meanwhile: a flaky failure explains itself.
    if ((task.result?.errors?.length ?? 0) > 0 && logged.length > 0) {
      console.error(`The browser reported during "${task.name}":\n- ${logged.join('\n- ')}`);
    }
    const found = takeCspViolations();
    if (found.length > 0) {
      throw new Error(`${CSP_MARKER} violations during the test:\n- ${found.join('\n- ')}`);
    }
  });
} catch {
  // Not inside a test file (the global setup): nothing to check.
}

/** The violations seen since the last test, cleared: for a test that causes one on purpose. */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

async function watchContentSecurityPolicy(context: BrowserContext): Promise<void> {
  await context.addInitScript((marker) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `${marker} violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, CSP_MARKER);
  context.on('console', (message) => {
    if (message.text().includes(CSP_MARKER)) cspViolations.push(message.text());
    else if (message.type() === 'error' || message.type() === 'warning')
      browserErrors.push(`${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => browserErrors.push(`uncaught: ${error.error().message}`));
}

export async function launchChromium(): Promise<Browser> {
  assertChromiumInstalled();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  // Every context any test opens watches for CSP violations.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchContentSecurityPolicy(context);
    return context;
  };
  return browser;
}

/**
 * A fresh context per test, so cookies and storage never leak between tests. A context is also
 * what @axe-core/playwright needs to run accessibility checks.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'en-GB' });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Waits until the page has hydrated (the root layout removes `data-hydrating` from <html>): for a
 * test that reads text the browser fills in from the traveller's own settings (a cookie, local
 * storage), which the server's HTML cannot know. Clicks and typing need no wait: the page holds
 * them until it is ready (scripts/hold-until-hydrated.mjs).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html:not([data-hydrating])').waitFor({ state: 'attached' });
}
