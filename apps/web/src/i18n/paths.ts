import { type Locale, routing } from './routing';

/**
 * The URL of `href` (a path from the site root, e.g. '/esim-list?page=2') in `locale`, the way
 * next-intl's getPathname writes it for this routing: English unprefixed, '/vi/…' for Vietnamese.
 * `forcePrefix` prefixes the default locale too ('/en/faq'), as links that switch language do.
 * Pure, so client components can localise links without next-intl's client runtime.
 */
export function localizePath(href: string, locale: Locale, forcePrefix = false): string {
  // Only absolute paths are localised: '#plans', 'mailto:' or 'https://…' stay as they are.
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (!forcePrefix && locale === routing.defaultLocale) return href;
  // No trailing slash for the root: '/' → '/vi', '/?x=1' → '/vi?x=1'.
  return `/${locale}${/^\/(\?.*)?$/.test(href) ? href.slice(1) : href}`;
}

/** The path without its locale prefix: '/vi/faq' → '/faq', '/vi' → '/', '/faq' → '/faq'. */
export function unlocalizePath(pathname: string): string {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}
