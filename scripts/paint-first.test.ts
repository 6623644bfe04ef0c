import { Readable } from 'node:stream';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { HYDRATED_EVENT as SENT_BY_THE_LAYOUT } from '../apps/web/src/features/layout/hydration-signal';
import { HOLD_UNTIL_HYDRATED, HYDRATED_EVENT } from './hold-until-hydrated.mjs';
import { paintFirst } from './paint-first.mjs';

async function rewrite(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(paintFirst());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const page =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>' +
  '<link rel="manifest" href="/manifest.webmanifest"/><link rel="preload" as="image" href="/flags/4x3/fr.webp" fetchPriority="high"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><script src="/_next/static/chunks/p.js" noModule=""></script></head>' +
  '<body><p>Hà Nội &lt;script src=&quot;x&quot;&gt;</p><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/c.js" async=""></script><script src="https://js.stripe.com/v3" async=""></script></body></html>';

/**
 * The page's loader run in a fake window: a document with the placeholders, timers run on
 * demand, requestAnimationFrame and, when `paintTiming`, a PerformanceObserver for paint entries.
 */
async function loaderPage({
  paintTiming,
  parsed = false,
}: {
  paintTiming: boolean;
  parsed?: boolean;
}) {
  const html = await rewrite([Buffer.from(page, 'utf8')]);
  const loader = html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>'));
  const placeholders = ['a', 'b', 'c'].map((name) => {
    const attributes = new Map([['data-after-paint', `/_next/static/chunks/${name}.js`]]);
    return {
      getAttribute: (key: string) => attributes.get(key) ?? null,
      removeAttribute: (key: string) => attributes.delete(key),
    };
  });
  const manifestAttributes = new Map([['data-after-load-rel', 'manifest']]);
  const manifest = {
    rel: '',
    getAttribute: (key: string) => manifestAttributes.get(key) ?? null,
    removeAttribute: (key: string) => manifestAttributes.delete(key),
  };
  const added: string[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const listeners = new Map<string, () => void>();
  const windowListeners = new Map<string, () => void>();
  let onPaint: ((list: unknown, self: unknown) => void) | undefined;
  const state = { observing: false };
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: (list: unknown, self: unknown) => void) {
      onPaint = callback;
    }
    observe() {
      state.observing = true;
    }
    disconnect() {
      state.observing = false;
    }
  }
  const document = {
    readyState: parsed ? 'interactive' : 'loading',
    documentElement: { setAttribute: () => {}, removeAttribute: () => {} },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    querySelectorAll: (selector: string) =>
      selector.includes('data-after-paint')
        ? placeholders.filter((p) => p.getAttribute('data-after-paint'))
        : [manifest].filter((link) => link.getAttribute('data-after-load-rel')),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (script: { src: string }) => added.push(script.src) },
  };
  const window = {
    document,
    addEventListener: (type: string, listener: () => void) => windowListeners.set(type, listener),
    removeEventListener: () => {},
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    PerformanceObserver: paintTiming ? FakeObserver : undefined,
  };
  const context = createContext({ ...window, window, self: window });
  return {
    added,
    timers,
    get observing() {
      return state.observing;
    },
    run: () => runInContext(loader, context),
    manifest,
    fire: (type: string) => listeners.get(type)?.(),
    fireOnWindow: (type: string) => windowListeners.get(type)?.(),
    frame: () => {
      for (const run of frames.splice(0)) run();
    },
    paint(name: string) {
      const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
      if (state.observing) onPaint?.(list, { disconnect: () => (state.observing = false) });
    },
    /** Runs the earliest task queued with setTimeout(…, 0); the 3 s fallback waits. */
    runTimer() {
      const index = timers.findIndex((timer) => timer.ms === 0);
      if (index >= 0) timers.splice(index, 1)[0]?.run();
    },
    runTimers() {
      while (timers.some((timer) => timer.ms === 0)) this.runTimer();
    },
    /** Three seconds pass. */
    runFallback() {
      for (const timer of timers.splice(0)) timer.run();
      this.runTimers();
    },
  };
}

describe('paintFirst', () => {
  it('turns each Next chunk into a placeholder and adds one loader before the first', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')]);
    expect(html.match(/<script>\(function\(\)\{/g)).toHaveLength(1);
    expect(html.indexOf('<script>(function(){')).toBeLessThan(html.indexOf('data-after-paint'));
    for (const name of ['a', 'b', 'c']) {
      expect(html).toContain(
        `<script data-after-paint="/_next/static/chunks/${name}.js"></script>`,
      );
      expect(html).not.toContain(`src="/_next/static/chunks/${name}.js"`);
    }
    // Legacy, inline and outside scripts, and text that only looks like a tag, stay as they were.
    expect(html).toContain('<script src="/_next/static/chunks/p.js" noModule=""></script>');
    expect(html).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(html).toContain('<script src="https://js.stripe.com/v3" async=""></script>');
    expect(html).toContain('<p>Hà Nội &lt;script src=&quot;x&quot;&gt;</p>');
  });

  it('fetches nothing else before the paint: no chunk preload, the manifest linked after load', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')]);
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).not.toContain('<link rel="manifest"');
    expect(html).toContain('<link data-after-load-rel="manifest" href="/manifest.webmanifest"/>');
    // The page's own preloads (its largest image) stay.
    expect(html).toContain('<link rel="preload" as="image" href="/flags/4x3/fr.webp"');

    const loaded = await loaderPage({ paintTiming: true });
    loaded.run();
    expect(loaded.manifest.rel).toBe('');
    loaded.fireOnWindow('load');
    expect(loaded.manifest.rel).toBe('manifest');
    expect(loaded.manifest.getAttribute('data-after-load-rel')).toBeNull();
  });

  it('gives the same page however the stream is split, even inside a tag', async () => {
    const whole = await rewrite([Buffer.from(page, 'utf8')]);
    const bytes = Buffer.from(page, 'utf8');
    for (const size of [1, 7, 31, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await rewrite(chunks)).toBe(whole);
    }
  });

  it('adds the scripts one per task once the browser reports the first contentful paint', async () => {
    const page = await loaderPage({ paintTiming: true });
    page.run();
    page.fire('DOMContentLoaded');
    page.runTimers();
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    page.runTimers();
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added).toEqual([]);
    page.runTimer();
    expect(page.added).toEqual(['/_next/static/chunks/a.js']);
    page.runTimers();
    expect(page.added).toEqual(['a', 'b', 'c'].map((n) => `/_next/static/chunks/${n}.js`));
    expect(page.observing).toBe(false);
  });

  it('waits for a frame where paint timing is missing, and never longer than 3 s for the report', async () => {
    const withoutTiming = await loaderPage({ paintTiming: false, parsed: true });
    withoutTiming.run();
    withoutTiming.runTimers();
    expect(withoutTiming.added).toEqual([]);
    withoutTiming.frame();
    withoutTiming.runTimers();
    expect(withoutTiming.added).toHaveLength(3);

    const neverPainted = await loaderPage({ paintTiming: true, parsed: true });
    neverPainted.run();
    neverPainted.runTimers();
    expect(neverPainted.added).toEqual([]);
    expect(neverPainted.timers.map((timer) => timer.ms)).toEqual([3000]);
    neverPainted.runFallback();
    expect(neverPainted.added).toHaveLength(3);
  });

  it('first holds taps and typing until the root layout says the page has hydrated', async () => {
    const html = await rewrite([Buffer.from(page, 'utf8')]);
    const loader = html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>'));
    expect(loader.startsWith(HOLD_UNTIL_HYDRATED)).toBe(true);
    expect(HOLD_UNTIL_HYDRATED).toContain(`addEventListener('${HYDRATED_EVENT}'`);
    expect(SENT_BY_THE_LAYOUT).toBe(HYDRATED_EVENT);
  });
});
