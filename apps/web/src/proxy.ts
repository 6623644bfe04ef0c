import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { isLocale } from './i18n/paths';
import { routing } from './i18n/routing';
import { siteUrl } from './lib/env/site-url';
import { linksOnPublicOrigin } from './lib/seo/public-links';

const localeMiddleware = createMiddleware(routing);

/**
 * Picks the locale for page requests: /vi/… and /ar/… by their prefix; an unprefixed page from the
 * locale cookie, else Accept-Language, else English (i18n/routing.ts). The language alternates
 * next-intl adds (`Link`) are put on PUBLIC_WEB_URL, never the request's Host.
 */
export default function proxy(request: NextRequest) {
  const response = localeMiddleware(request);
  // A redirect from an unprefixed page follows those two headers (pages: scripts/web-front).
  if (!isLocale(request.nextUrl.pathname.split('/')[1])) {
    response.headers.append('vary', 'Accept-Language, Cookie');
  }
  const link = response.headers.get('link');
  if (link) response.headers.set('link', linksOnPublicOrigin(link, siteUrl()));
  return response;
}

export const config = {
  // Pages only: not the API proxy, generated artwork, flags, Next internals or files with an extension.
  matcher: ['/((?!api|art|flags|_next|_vercel|.*\\..*).*)'],
};
