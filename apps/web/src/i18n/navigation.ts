import { localizePath } from './paths';
import type { Locale } from './routing';

/**
 * The path of `href` in `locale` ('/esim-list' → '/vi/esim-list'), with next-intl's getPathname
 * signature. Not next-intl's createNavigation: it builds a Link whose client half (with the ICU
 * message runtime it imports) would be sent to every page that merely localises a path.
 * Links are `Link` from ./link in server components, next/link with localizePath in client ones.
 */
export function getPathname({
  href,
  locale,
  forcePrefix = false,
}: {
  href: string;
  locale: Locale;
  forcePrefix?: boolean;
}): string {
  return localizePath(href, locale, forcePrefix);
}
