// A first visit's style sheets come with the page.
//
// Next links the site's CSS from the head, render-blocking: a first visit waits for the HTML, then
// asks for the CSS (one more round trip on a phone network, 12 kB of it gzip) before it can paint
// anything. This stage writes each of the page's Next style sheets into the page instead, as a
// <style>, unless the visitor's browser already holds that file (the tern-css cookie names the
// files it has fetched). The <link> stays, `disabled`, so React finds the style sheet it rendered
// (and adopts it as loaded) while the browser neither fetches nor applies it. Once the page has
// loaded and the browser is idle, a small script fetches the same files into the HTTP cache at the
// lowest priority and adds them to the cookie: later pages link the cached file as Next wrote it.
//
// Measured 2026-11-26 (Lighthouse, /faq): with the linked CSS, headless Chromium's first frame came
// 1.2 or 2.2 s after navigation in 7 runs of 8 (the frame after a late style sheet waits for the
// next one-second tick); with the CSS in the page, 8 of 8 painted within 250 ms, and simulated LCP
// stayed at 1.26–1.38 s instead of reaching 2.9–3.0 s.
import { tagRewriter } from './tag-rewriter.mjs';

export const CSS_COOKIE = 'tern-css';
/** Files the cookie remembers: a few builds' worth, oldest dropped first. */
const REMEMBERED = 6;
/** Larger files stay linked: inlining is for the site's own small sheets. */
const LARGEST_INLINED = 128 * 1024;
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const NEXT_CSS = /^\/_next\/static\/[\w./-]+\.css$/;
const LONGEST_TAG = 400;

/** The id a style sheet is remembered by: its file name without `.css` (a content hash). */
export const cssId = (href) => href.slice(href.lastIndexOf('/') + 1, -'.css'.length);

/** The ids in a request's Cookie header (or document.cookie: the page's script uses it too). */
export function cachedCssIds(cookieHeader) {
  const match = /(?:^|;\s*)tern-css=([\w.-]*)/.exec(cookieHeader ?? '');
  return new Set(match ? match[1].split('.').filter(Boolean) : []);
}

/**
 * A page's Link header without the preloads of Next style sheets the browser does not hold:
 * those come inline in the page, and a preload would fetch them anyway, at the highest priority,
 * while the page downloads (Next sends such a header with pages it renders per request). Returns
 * undefined when nothing is left.
 */
export function withoutStylePreloads(linkHeader, cached) {
  const kept = linkHeader.split(/,\s*(?=<)/).filter((entry) => {
    const href = /^<([^>]*)>/.exec(entry)?.[1] ?? '';
    const path = href.replace(/^https?:\/\/[^/]+/, '');
    const preloadsStyle = /;\s*rel="?preload"?/i.test(entry) && /;\s*as="?style"?/i.test(entry);
    return !(preloadsStyle && NEXT_CSS.test(path) && !cached.has(cssId(path)));
  });
  return kept.length > 0 ? kept.join(', ') : undefined;
}

/**
 * Runs in the page (written into it as its own source text, so plain browser JavaScript): once
 * the page has loaded and the browser has reported its first contentful paint, at idle, it
 * fetches each inlined file into the cache (prefetch, lowest priority) and remembers it in the
 * cookie once it has arrived. Load can come before the first paint (a small page on a busy
 * phone), and then the files would compete with the scripts paint-first.mjs starts on that report.
 */
function prefetchInlinedCss({ cookieName, remembered, cssId, cachedCssIds }) {
  function remember(id) {
    const ids = Array.from(cachedCssIds(document.cookie));
    if (ids.indexOf(id) < 0) ids.push(id);
    const secure = location.protocol === 'https:' ? ';secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari < 18.4 and Firefox.
    document.cookie = `${cookieName}=${ids.slice(-remembered).join('.')};path=/;max-age=31536000;samesite=lax${secure}`;
  }
  function fetchAll() {
    for (const style of document.querySelectorAll('style[data-inlined-css]')) {
      const href = style.getAttribute('data-inlined-css');
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'style';
      link.href = href;
      link.onload = () => remember(cssId(href));
      document.head.appendChild(link);
    }
  }
  function atIdle() {
    if (window.requestIdleCallback) requestIdleCallback(fetchAll, { timeout: 5000 });
    else setTimeout(fetchAll, 1000);
  }
  function afterFirstPaint() {
    const observer = window.PerformanceObserver;
    if ((observer?.supportedEntryTypes || []).indexOf('paint') < 0) return atIdle();
    new observer((list, self) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      self.disconnect();
      atIdle();
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint, { once: true });
}

// The server's own cssId and cachedCssIds go into the page with it (both plain functions).
const PREFETCH_SCRIPT = `<script>(${prefetchInlinedCss})({cookieName:'${CSS_COOKIE}',remembered:${REMEMBERED},cssId:${cssId},cachedCssIds:${cachedCssIds}});</script>`;

/**
 * A cache of the site's style sheets by address, read once from `fetchCss(href)` (which resolves
 * to the file's text, or undefined when it cannot be had). Files are content-hashed, so an entry
 * never goes stale; the map holds at most `limit` of them.
 */
export function cssCache(fetchCss, limit = 32) {
  const entries = new Map();
  return (href) => {
    let entry = entries.get(href);
    if (!entry) {
      entry = fetchCss(href).catch(() => undefined);
      entries.set(href, entry);
      if (entries.size > limit) entries.delete(entries.keys().next().value);
      // A failure is not cached: the next page tries again.
      entry.then((css) => css === undefined && entries.delete(href));
    }
    return entry;
  };
}

/** Whether this text can sit inside <style> as it is. */
const inlinable = (css) =>
  typeof css === 'string' && css.length <= LARGEST_INLINED && !/<\/style/i.test(css);

/**
 * The streaming stage. `cached`: the ids the browser holds (cachedCssIds); `loadCss(href)`: the
 * file's text (cssCache). A style sheet that cannot be loaded stays linked.
 */
export function inlineCss({ cached, loadCss }) {
  let scriptWritten = false;
  async function rewrite(text) {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(STYLESHEET_LINK)) {
      const tag = match[0];
      const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
      out += text.slice(last, match.index);
      last = match.index + tag.length;
      const css = href && NEXT_CSS.test(href) && !cached.has(cssId(href)) && (await loadCss(href));
      if (!inlinable(css)) {
        out += tag;
        continue;
      }
      const disabledLink = tag.replace(/\s*\/?>$/, ' disabled=""/>');
      out += `<style data-inlined-css="${href}">${css}</style>${disabledLink}`;
      if (!scriptWritten) out += PREFETCH_SCRIPT;
      scriptWritten = true;
    }
    return out + text.slice(last);
  }
  return tagRewriter(rewrite, LONGEST_TAG);
}
