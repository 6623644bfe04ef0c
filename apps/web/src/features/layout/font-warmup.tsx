'use client';

import { useEffect } from 'react';
import { FONT_CACHED_KEY, FONT_CACHED_VALUE, fontFilesFor } from './font-loading';

/**
 * On a page painted without the text font, puts its files in the HTTP cache once the page has
 * loaded and the browser is idle, and remembers that they are there, so the next page uses the
 * font. A prefetch, not a font load: the file arrives at the lowest priority, and no font face
 * becomes ready on this page, whose text would otherwise be styled again (this page keeps the
 * system font: switching now would re-flow its text under the reader).
 */
export function FontWarmup() {
  useEffect(() => {
    const root = document.documentElement;
    if (root.hasAttribute('data-font')) return;
    const warm = () => {
      const files = fontFilesFor(root.lang);
      let arrived = 0;
      for (const href of files) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.as = 'font';
        link.type = 'font/woff2';
        // Fonts are fetched in CORS mode; the prefetch must match for the cache to serve them.
        link.crossOrigin = 'anonymous';
        link.href = href;
        link.onload = () => {
          arrived += 1;
          if (arrived < files.length) return;
          try {
            localStorage.setItem(FONT_CACHED_KEY, FONT_CACHED_VALUE);
          } catch {
            // Storage refused (private mode): every page keeps the system font.
          }
        };
        document.head.appendChild(link);
      }
    };
    // Safari has no requestIdleCallback: a second after load stands in for idle there.
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(warm, { timeout: 5000 })
        : setTimeout(warm, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    // A file that arrives after this (the layout never unmounts, but for tests) is still cached.
    return () => window.removeEventListener('load', idle);
  }, []);
  return null;
}
