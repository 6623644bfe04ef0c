import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readThrough } from './support/axe';
import { hydrated } from './support/chromium';
import { sharedBrowserForFile } from './support/shared-browser';

/**
 * Issue 26 part 4: less motion when asked (WCAG 2.3.3), reflow at 320 CSS px and at 400% zoom of
 * 1280 × 800 (1.4.10), and text spacing overrides (1.4.12), on the pages a purchase goes through,
 * in English and in Arabic (right to left).
 */
const base = () => inject('webBaseUrl');
const browser = sharedBrowserForFile();

const PAGES = [
  '/',
  '/france-mobile-esim-plans',
  '/europe-mobile-esim-plans',
  '/esim-list',
  '/checkout?quantity=1&search=France&bundleId=bndl_fr_5gb_30d&type=preorder',
  '/lounge/LG-HAN-1',
  '/events/eiffel-tower-summit',
  '/adventure',
  '/itinerary',
  '/faq',
];
const LOCALES = [
  { prefix: '', name: 'English' },
  { prefix: '/ar', name: 'Arabic' },
];
const url = (prefix: string, path: string) =>
  `${base()}${prefix}${prefix && path === '/' ? '' : path}`;

/** The welcome modal was seen an hour ago: it has its own tests. */
async function quietContext(options: Parameters<ReturnType<typeof browser>['newContext']>[0]) {
  const context = await browser().newContext({ locale: 'en-GB', ...options });
  await context.addInitScript(() => {
    // Frames of other origins (the map's, say) have no storage of ours.
    try {
      localStorage.setItem('showWelcomeModal', String(Date.now() + 11 * 60 * 60 * 1000));
    } catch {}
  });
  return context;
}

/** How far the page scrolls sideways, and what sticks out (for the failure message). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const out = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { by: root.scrollWidth - width, out };
  });

describe('prefers-reduced-motion', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await quietContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    });
  });
  afterAll(() => context?.close());

  for (const { prefix, name } of LOCALES) {
    it(`runs no animation or transition and stops every carousel (${name})`, async () => {
      const page = await context.newPage();
      for (const path of ['/', '/france-mobile-esim-plans', '/lounge/LG-HAN-1']) {
        await page.goto(url(prefix, path));
        await hydrated(page);
        await readThrough(page);
        // A carousel announces its slides (aria-live polite) only once it is not playing.
        for (const track of await page
          .locator('[aria-roledescription="carousel"] [aria-live]')
          .all()) {
          await expect
            .poll(() => track.getAttribute('aria-live'), { message: path })
            .toBe('polite');
        }
        const moving = await page.evaluate(() => {
          const seconds = (list: string) =>
            Math.max(
              ...list.split(',').map((d) => Number.parseFloat(d) * (d.includes('ms') ? 0.001 : 1)),
            );
          const found: string[] = [];
          for (const el of document.querySelectorAll('*')) {
            for (const pseudo of [null, '::before', '::after']) {
              const style = getComputedStyle(el, pseudo);
              const what = `${el.tagName.toLowerCase()}${pseudo ?? ''}.${String(el.className).slice(0, 50)}`;
              if (style.animationName !== 'none' && seconds(style.animationDuration) > 0) {
                found.push(`${what} animation ${style.animationName} ${style.animationDuration}`);
              }
              if (style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0) {
                found.push(
                  `${what} transition ${style.transitionProperty} ${style.transitionDuration}`,
                );
              }
            }
          }
          return found;
        });
        expect(moving, `${prefix}${path}`).toEqual([]);
      }
      await page.close();
    });
  }

  it('still moves for a visitor who has not asked for less', async () => {
    // The check above can fail: without the preference the hero's carousel plays.
    const moving = await quietContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await moving.newPage();
      await page.goto(url('', '/'));
      await hydrated(page);
      const track = page.locator('[aria-roledescription="carousel"] [aria-live]').first();
      await expect(track.getAttribute('aria-live')).resolves.toBe('off');
    } finally {
      await moving.close();
    }
  });
});

/** WCAG 1.4.12's text spacing, as its bookmarklet sets it. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/** Text a box cuts off: its own text overflows a box that hides what overflows. */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim());
      if (!ownText || el.closest('[aria-hidden="true"], .sr-only')) continue;
      const style = getComputedStyle(el);
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      const cutX = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const cutY = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (cutX || cutY)
        found.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
    }
    return found;
  });

for (const { width, height, label } of [
  { width: 320, height: 640, label: '320 CSS px' },
  { width: 320, height: 200, label: '400% zoom of 1280 × 800' },
]) {
  describe(`reflow at ${label}`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await quietContext({ viewport: { width, height } });
    });
    afterAll(() => context?.close());

    for (const { prefix, name } of LOCALES) {
      it(`scrolls no page sideways (${name})`, async () => {
        const page = await context.newPage();
        const found: string[] = [];
        for (const path of PAGES) {
          await page.goto(url(prefix, path));
          await hydrated(page);
          await readThrough(page);
          const { by, out } = await sidewaysScroll(page);
          if (by > 0) found.push(`${prefix}${path}: ${by} px (${out.join(', ')})`);
        }
        await page.close();
        expect(found).toEqual([]);
      });
    }
  });
}

describe('text spacing (WCAG 1.4.12)', () => {
  for (const width of [320, 1280]) {
    for (const { prefix, name } of LOCALES) {
      it(`loses no text and scrolls no page sideways at ${width} px (${name})`, async () => {
        const context = await quietContext({ viewport: { width, height: 800 } });
        try {
          const page = await context.newPage();
          const found: string[] = [];
          for (const path of PAGES) {
            await page.goto(url(prefix, path));
            await hydrated(page);
            // A constructed style sheet: the page's CSP admits no injected <style>.
            await page.evaluate((css) => {
              const sheet = new CSSStyleSheet();
              sheet.replaceSync(css);
              document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
            }, TEXT_SPACING);
            await readThrough(page);
            const { by, out } = await sidewaysScroll(page);
            if (by > 0) found.push(`${prefix}${path}: scrolls ${by} px (${out.join(', ')})`);
            for (const cut of await clippedText(page)) found.push(`${prefix}${path}: cuts ${cut}`);
          }
          expect(found).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
