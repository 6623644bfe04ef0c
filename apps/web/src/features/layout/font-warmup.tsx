'use client';

import { useEffect } from 'react';
import { FONT_CACHED_KEY, FONT_CACHED_VALUE } from './font-loading';

/**
 * On a page painted without the text font, fetches it once the page has loaded (nothing the
 * traveller waits for competes with it) and remembers that it is cached, so the next page uses
 * it. This page keeps the system font: switching now would re-flow its text under the reader.
 */
export function FontWarmup() {
  useEffect(() => {
    if (document.documentElement.hasAttribute('data-font')) return;
    let cancelled = false;
    const warm = () => {
      document.fonts
        .load('1em "Inter Variable"')
        .then((faces) => {
          if (cancelled || faces.length === 0) return;
          try {
            localStorage.setItem(FONT_CACHED_KEY, FONT_CACHED_VALUE);
          } catch {
            // Storage refused (private mode): every page keeps the system font.
          }
        })
        .catch(() => {});
    };
    if (document.readyState === 'complete') warm();
    else window.addEventListener('load', warm, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', warm);
    };
  }, []);
  return null;
}
