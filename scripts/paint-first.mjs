// Paint first, then fetch the page's scripts.
//
// Next puts its chunks in the head as `<script src async>`: they download beside the HTML and the
// CSS and, on a fast link, run before the browser's first frame, so the first paint waits for
// them (and, on a phone, competes with them for the link). Every page's largest text is in the
// server's HTML, so nothing on screen needs them. This stage turns each chunk tag into an inert
// placeholder and adds one small loader that adds the real scripts once the document is parsed
// and the browser reports its first contentful paint, one per task. Hydration then starts a
// frame later; the page is readable sooner.
//
// Nothing else is fetched ahead of the first paint either: Next's low-priority preload of a chunk
// (the chunk's placeholder loads it after the paint) is dropped, and the web app manifest link
// becomes a placeholder the loader turns back into a link once the page has loaded (a browser
// reads the manifest when it offers to install the site, not to draw the page; Lighthouse's
// Chromium fetched it during the load, and counted the largest paint as waiting for it).
//
// On by default (TERN_SCRIPTS_AFTER_PAINT=0 turns it off, to compare). Measured 2026-11-23 with
// Lighthouse, one page at a time: /sign-in LCP 2.48-2.64 s → 1.25-1.43 s, / 2.2-2.4 s → 1.61-1.69 s.
// The price is a longer wait between the first paint and hydration, during which a tap on a
// button or typing into a field would be lost; the loader's first part holds those and hands them
// to React once the page has hydrated (hold-until-hydrated.mjs).
//
// The loader carries the page's nonce (nonceInjector adds it to every <script), and the scripts
// it creates are allowed by 'strict-dynamic'. Each script keeps `async`, as Next wrote it.
import { HOLD_UNTIL_HYDRATED } from './hold-until-hydrated.mjs';
import { tagRewriter } from './tag-rewriter.mjs';

const CHUNK_TAG = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async="">/g;
const CHUNK_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g;
const MANIFEST_LINK = /<link rel="manifest"/g;
/** If the browser never reports a first paint (it should within a second), load the scripts anyway. */
const LATEST_START_MS = 3000;

/**
 * Runs in the page (written into it as its own source text, so plain browser JavaScript). It
 * waits for the browser's report of the first contentful paint: the report comes once the frame
 * is on screen, while a requestAnimationFrame callback runs before the frame is drawn, and
 * headless Chromium presented that frame tens of milliseconds later, by which time the scripts
 * started from the callback had downloaded and run (Lighthouse then counts them as scripts the
 * first paint waited for). Browsers without paint timing wait for one frame.
 * It then adds one script per task: each script it adds is a request the browser sets up on the
 * main thread, and nine of them in one task made a 45 ms task in Lighthouse's traces (its
 * tracing records every request with its stack), against none when each has a task of its own.
 */
function loadScriptsAfterFirstPaint(latestStartMs) {
  let waiting = [];
  let started = false;
  function add() {
    const placeholder = waiting.shift();
    if (!placeholder) return;
    const script = document.createElement('script');
    script.src = placeholder.getAttribute('data-after-paint');
    script.async = true;
    document.head.appendChild(script);
    placeholder.removeAttribute('data-after-paint');
    setTimeout(add, 0);
  }
  function start() {
    if (started) return;
    started = true;
    waiting = Array.prototype.slice.call(document.querySelectorAll('script[data-after-paint]'));
    setTimeout(add, 0);
  }
  function afterFirstPaint() {
    const observer = window.PerformanceObserver;
    const types = observer?.supportedEntryTypes || [];
    if (types.indexOf('paint') < 0) {
      requestAnimationFrame(() => {
        setTimeout(start, 0);
      });
      return;
    }
    new observer((list, self) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      self.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, latestStartMs);
  }
  function linkAfterLoad() {
    for (const link of document.querySelectorAll('link[data-after-load-rel]')) {
      link.rel = link.getAttribute('data-after-load-rel');
      link.removeAttribute('data-after-load-rel');
    }
  }
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
  if (document.readyState === 'complete') linkAfterLoad();
  else window.addEventListener('load', linkAfterLoad, { once: true });
}

const LOADER = `<script>${HOLD_UNTIL_HYDRATED}(${loadScriptsAfterFirstPaint})(${LATEST_START_MS});</script>`;
/** The longest tail that may be the start of a chunk tag split across two stream chunks. */
const LONGEST_TAG = 200;

export function paintFirst() {
  let loaderWritten = false;
  const rewrite = (text) =>
    text
      .replace(CHUNK_TAG, (_tag, src) => {
        // Next's own </script> closes the placeholder: an empty inline script does nothing.
        const prefix = loaderWritten ? '' : LOADER;
        loaderWritten = true;
        return `${prefix}<script data-after-paint="${src}">`;
      })
      .replace(CHUNK_PRELOAD, '')
      .replace(MANIFEST_LINK, '<link data-after-load-rel="manifest"');
  return tagRewriter(rewrite, LONGEST_TAG);
}
