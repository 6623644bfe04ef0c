// A plain module (no 'use client'): the server layout inlines USE_CACHED_FONT's text, and the
// client island below imports the names.

/**
 * The text font's files a page in `lang` uses (globals.css declares them by unicode range):
 * Latin for every page; Vietnamese pages also draw on the Latin Extended and Vietnamese ranges,
 * Arabic pages on Noto Sans Arabic.
 */
export function fontFilesFor(lang: string): string[] {
  const files = ['/fonts/inter-latin.woff2'];
  if (lang === 'vi') files.push('/fonts/inter-latin-ext.woff2', '/fonts/inter-vietnamese.woff2');
  if (lang === 'ar') files.push('/fonts/noto-sans-arabic.woff2');
  return files;
}

/** Remembers, per browser, that the text font is in its cache. */
export const FONT_CACHED_KEY = 'tern-font';
export const FONT_CACHED_VALUE = 'inter';

/**
 * Run in the head before the first paint: when a previous page fetched the text font, this page
 * asks for it (html[data-font="inter"], globals.css) and the cache answers within the paint's
 * short wait. A first visit paints in the system font and fetches nothing before it.
 */
export const USE_CACHED_FONT = `try{if(localStorage.getItem('${FONT_CACHED_KEY}')==='${FONT_CACHED_VALUE}')document.documentElement.setAttribute('data-font','${FONT_CACHED_VALUE}')}catch(e){}`;
