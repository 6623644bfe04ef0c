import { LOCALES } from '@tern/domain';
import { defineRouting } from 'next-intl/routing';

/**
 * English lives at the spec's routes (/, /esim-list, /france-mobile-esim-plans); Vietnamese under
 * /vi/…. "as-needed" keeps one canonical URL per page and lets every locale be prerendered.
 * The URL alone decides the language: no Accept-Language redirects and no locale cookie, so a
 * prefetched /vi link can never switch a visitor's language behind their back, and every URL
 * caches the same for everyone.
 */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'en',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
});

export type { Locale } from '@tern/domain';
