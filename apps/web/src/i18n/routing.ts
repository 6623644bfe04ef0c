import { LOCALES } from '@tern/domain';
import { defineRouting } from 'next-intl/routing';

/**
 * English lives at the spec's routes (/, /esim-list, /france-mobile-esim-plans); Vietnamese and
 * Arabic under /vi/… and /ar/…. "as-needed" keeps one canonical URL per page and lets every locale
 * be prerendered. A first visit to an unprefixed page follows Accept-Language; a language chosen
 * since (a page opened in it other than the browser's) is kept in the locale cookie. next-intl
 * sets the cookie on document requests only, so a prefetch never switches a visitor's language.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeCookie: { maxAge: 60 * 60 * 24 * 365 },
});

export type { Locale } from '@tern/domain';
