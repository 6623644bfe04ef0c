/**
 * What the pages and public/sw.js agree on. sw.js is plain JavaScript served as is, so it
 * repeats these values; offline-contract.test.ts checks the two stay the same.
 */

/** Caches holding a signed-in traveller's own pages (eSIM pages, profile). Per browser. */
export const PERSONAL_CACHE_PREFIX = 'tern-pages-';

/** Messages a page posts to the service worker. */
export const SW_MESSAGES = {
  /** Forget every personal page (sign-out). */
  clearPersonal: 'tern:clear-personal-cache',
  /** Store these same-origin URLs now: the page being read and what it needs to render. */
  cacheUrls: 'tern:cache-urls',
} as const;

export const SERVICE_WORKER_URL = '/sw.js';
