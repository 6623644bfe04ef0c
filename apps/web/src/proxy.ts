import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

/** Picks the locale for page requests: /vi/… is Vietnamese, everything else English. */
export default createMiddleware(routing);

export const config = {
  // Pages only: not the API proxy, generated artwork, flags, Next internals or files with an extension.
  matcher: ['/((?!api|art|flags|_next|_vercel|.*\\..*).*)'],
};
