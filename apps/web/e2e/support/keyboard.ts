import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated } from './chromium';
import { type ControlAudit, type FocusReport, installFocusProbe } from './focus-probe';

/**
 * Keyboard-only journeys (issue 26 §2): every key goes through `page.keyboard`, and each time
 * focus moves the page is asked what the traveller now sees — the focused element, whether it
 * is the body, and whether its focus indicator is visible (WCAG 2.4.7) with 3:1 contrast against
 * what surrounds it (1.4.11). Problems are collected, so one run lists them all.
 */

export interface Keyboard {
  page: Page;
  /** Every focus problem met so far: a missing indicator, focus lost to the body. */
  problems: string[];
  /** Presses `key` (Tab, Shift+Tab, ArrowDown…) and checks where focus went and how it looks. */
  press(key: string): Promise<FocusReport>;
  /** Tabs (or Shift+Tabs) until `target` has focus, checking each stop; fails after `max`. */
  tabTo(target: Locator, options?: { back?: boolean; max?: number }): Promise<void>;
  /** Types into the focused field, as a traveller does. */
  type(text: string): Promise<void>;
  /** After an update (a price, a step, an error, a list): focus is on `target`, or not on the body. */
  expectFocus(target?: Locator): Promise<void>;
  /** After a page load: the first Tab reaches the skip link, which sends the next Tab into <main>. */
  skipToContent(): Promise<void>;
}

/** Where the focus is, as a traveller would be told. */
const focused = (page: Page) => page.evaluate(() => window.__keyboard!.report());

/** Makes every page of `context` answer the focus questions; call before its first page opens. */
export async function watchFocus(context: BrowserContext): Promise<void> {
  await context.addInitScript(installFocusProbe);
}

/**
 * Judges every visible control of the page as it is now (focus-probe's `audit()`), in a page of
 * a context watchFocus set up. A Tab first: focus that follows a key matches :focus-visible, as
 * it would for a keyboard user; behind an open modal only the modal's controls take focus.
 */
export async function auditControls(page: Page): Promise<ControlAudit> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => window.__keyboard!.audit());
}

export function keyboardOn(page: Page): Keyboard {
  const problems: string[] = [];
  const note = (report: FocusReport, after: string) => {
    if (report.indicatorProblem)
      problems.push(`${report.label} (${after}): ${report.indicatorProblem}`);
  };
  const press = async (key: string) => {
    await page.evaluate(() => window.__keyboard!.snapshot());
    await page.keyboard.press(key);
    const report = await focused(page);
    note(report, key);
    return report;
  };
  const has = (target: Locator) =>
    target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

  const keyboard: Keyboard = {
    page,
    problems,
    press,
    async tabTo(target, { back = false, max = 60 } = {}) {
      if (await has(target)) return;
      const seen: string[] = [];
      for (let i = 0; i < max; i += 1) {
        const report = await press(back ? 'Shift+Tab' : 'Tab');
        seen.push(report.label);
        if (await has(target)) return;
      }
      throw new Error(`${max} Tabs did not reach ${target}; focus went: ${seen.join(' → ')}`);
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async expectFocus(target) {
      const report = await focused(page);
      expect(report.onBody, 'focus fell to the body after an update').toBe(false);
      if (target) expect(await has(target), `focus is on ${report.label}`).toBe(true);
    },
    async skipToContent() {
      await hydrated(page);
      // A page that puts focus on its own heading (the card form) has already skipped the header.
      if (await page.evaluate(() => !!document.activeElement?.closest('main#main-content'))) return;
      const report = await press('Tab');
      const skip = await page.evaluate(() => {
        const el = document.activeElement as HTMLAnchorElement | null;
        const rect = el?.getBoundingClientRect();
        return {
          href: el?.getAttribute('href'),
          // Visible once focused, not a screen-reader-only link a sighted user never sees.
          visible: !!rect && rect.width > 1 && rect.height > 1,
        };
      });
      expect(skip, `the first Tab reached ${report.label}`).toEqual({
        href: '#main-content',
        visible: true,
      });
      await page.keyboard.press('Enter');
      await press('Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('main#main-content')),
        'the Tab after the skip link lands in the main content',
      ).toBe(true);
    },
  };
  return keyboard;
}
