import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { hydrated } from './chromium';

/**
 * Keyboard-only journeys (issue 26 §2): every key goes through `page.keyboard`, and each time
 * focus moves the page is asked what the traveller now sees — the focused element, whether it
 * is the body, and whether its focus indicator is visible (WCAG 2.4.7) with 3:1 contrast against
 * what surrounds it (1.4.11). Problems are collected, so one run lists them all.
 */

/** What the page reports about the focused element after a key. */
interface FocusReport {
  /** e.g. `button "Continue"`, for messages. */
  label: string;
  onBody: boolean;
  /** Why its indicator fails, or null when it is visible enough. */
  indicatorProblem: string | null;
}

declare global {
  interface Window {
    __keyboard?: {
      snapshot: () => void;
      report: () => FocusReport;
    };
  }
}

/**
 * Installed in every document of the context: `snapshot()` notes the unfocused look of every
 * focusable element (and the three ancestors a wrapper may draw its ring on) before a key;
 * `report()` compares the focused element with that look afterwards. Comparing with the same
 * element a moment before, not with a clone, keeps `:has()` and `:focus-within` styles honest
 * and fires no focus events of the page's own.
 */
function installFocusProbe() {
  const FOCUSABLE =
    'a[href],button,input,select,textarea,summary,iframe,[tabindex],[contenteditable="true"]';
  type Look = { outline: string; shadow: string; border: string };
  let before = new WeakMap<Element, Look>();
  let focusedBefore: Element | null = null;
  const look = (el: Element): Look => {
    const s = getComputedStyle(el);
    return {
      outline: `${s.outlineStyle}|${s.outlineWidth}|${s.outlineColor}`,
      shadow: s.boxShadow,
      border: `${s.borderTopColor}|${s.borderBottomColor}|${s.borderTopWidth}`,
    };
  };
  const lineage = (el: Element) => {
    const chain: Element[] = [];
    for (let node: Element | null = el; node && chain.length < 4; node = node.parentElement)
      chain.push(node);
    return chain;
  };

  // Any CSS colour (oklch, hex, named) to sRGB through a 1-pixel canvas.
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const paint = canvas.getContext('2d', { willReadFrequently: true });
  type Rgba = [number, number, number, number];
  const rgba = (color: string): Rgba | null => {
    if (!paint) return null;
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = '#000';
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = paint.getImageData(0, 0, 1, 1).data as unknown as number[];
    return [r!, g!, b!, a! / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => [
    top[0] * top[3] + under[0] * (1 - top[3]),
    top[1] * top[3] + under[1] * (1 - top[3]),
    top[2] * top[3] + under[2] * (1 - top[3]),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const lin = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  /** The solid colour behind `el` (its own background first), or null over an image. */
  const backdrop = (el: Element | null): Rgba | null => {
    const layers: Rgba[] = [];
    for (let node = el; node; node = node.parentElement) {
      const s = getComputedStyle(node);
      if (s.backgroundImage !== 'none') return null;
      const color = rgba(s.backgroundColor);
      if (color && color[3] > 0) layers.push(color);
      if (color && color[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
  };
  /** Colours of a computed box-shadow's rings (spread ≥ 1px), e.g. Tailwind's `ring-2`. */
  const rings = (shadow: string) =>
    shadow === 'none'
      ? []
      : shadow
          .split(/,(?![^(]*\))/)
          .map((part) => {
            const color = part.match(
              /(?:rgba?|oklch|oklab|lab|lch|hsla?|color)\([^)]*\)|#\w+/,
            )?.[0];
            const lengths = part.replace(color ?? '', '').match(/-?[\d.]+px/g) ?? [];
            return { color, spread: Number.parseFloat(lengths[3] ?? '0') };
          })
          .filter((r) => r.color && r.spread >= 1)
          .map((r) => r.color as string);

  const describe = (el: Element) => {
    const name =
      el.getAttribute('aria-label') ||
      (el as HTMLInputElement).labels?.[0]?.textContent ||
      el.textContent ||
      el.getAttribute('name') ||
      '';
    const role = el.getAttribute('role') || el.tagName.toLowerCase();
    return `${role} "${name.trim().replace(/\s+/g, ' ').slice(0, 50)}"`;
  };

  /** The best indicator among the element and its wrappers: contrast, or why there is none. */
  const indicator = (el: Element): string | null => {
    let best = 0;
    let seen = false;
    let unknownBackdrop = false;
    for (const node of lineage(el)) {
      const now = look(node);
      const was = before.get(node);
      const s = getComputedStyle(node);
      const colors: string[] = [];
      if (
        s.outlineStyle !== 'none' &&
        Number.parseFloat(s.outlineWidth) >= 1 &&
        (!was || was.outline !== now.outline)
      )
        colors.push(s.outlineColor);
      if (!was || was.shadow !== now.shadow) colors.push(...rings(s.boxShadow));
      // A border that changes colour on focus (a field's `focus:border-…`) is an indicator too;
      // with no earlier look (rendered just now, e.g. in a dialog), its border is judged as is.
      if ((!was || was.border !== now.border) && Number.parseFloat(s.borderTopWidth) >= 1)
        colors.push(s.borderTopColor);
      if (colors.length === 0) continue;
      seen = true;
      const behind = backdrop(node.parentElement);
      if (!behind) {
        unknownBackdrop = true;
        continue;
      }
      for (const color of colors) {
        const c = rgba(color);
        if (c && c[3] > 0) best = Math.max(best, contrast(over(c, behind), behind));
      }
    }
    if (!seen) return 'no visible focus indicator (outline, ring or border change)';
    if (best >= 3 || unknownBackdrop) return null;
    return `focus indicator contrast ${best.toFixed(2)}:1 (needs 3:1)`;
  };

  window.__keyboard = {
    snapshot() {
      focusedBefore = document.activeElement;
      before = new WeakMap();
      for (const el of document.querySelectorAll(FOCUSABLE))
        for (const node of lineage(el)) if (!before.has(node)) before.set(node, look(node));
    },
    report() {
      const el = document.activeElement;
      if (!el || el === document.body || el === document.documentElement)
        return { label: 'body', onBody: true, indicatorProblem: null };
      // A key that left focus where it was (typing, Space on a checkbox) has nothing to judge, nor
      // has a heading or overlay the page focused itself (tabindex -1): no control, no ring owed.
      if (el === focusedBefore || (el as HTMLElement).tabIndex < 0)
        return { label: describe(el), onBody: false, indicatorProblem: null };
      // `transition-colors` fades the ring in: judge the colour it settles on, not a frame of it.
      for (const node of lineage(el))
        for (const animation of node.getAnimations())
          if (animation instanceof CSSTransition) animation.finish();
      return { label: describe(el), onBody: false, indicatorProblem: indicator(el) };
    },
  };
}

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
