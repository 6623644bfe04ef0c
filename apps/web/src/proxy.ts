import type { NextRequest } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';
import { siteUrl } from './lib/env/site-url';
import { linksOnPublicOrigin } from './lib/seo/public-links';

const localeMiddleware = createMiddleware(routing);

/**
 * Picks the locale for page requests: /vi/… is Vietnamese, everything else English. The language
 * alternates next-intl adds (`Link`) are put on PUBLIC_WEB_URL, never the request's Host.
 */
export default function proxy(request: NextRequest) {
  const response = localeMiddleware(request);
  const link = response.headers.get('link');
  if (link) response.headers.set('link', linksOnPublicOrigin(link, siteUrl()));
  return response;
}

export const config = {
  // Pages only: not the API proxy, generated artwork, flags, Next internals or files with an extension.
  matcher: ['/((?!api|art|flags|_next|_vercel|.*\\..*).*)'],
};
