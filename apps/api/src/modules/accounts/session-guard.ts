import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { Auth } from './auth';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Two rules for answers that act on or reveal a session:
 *
 * - A browser sends the session cookie with any request to the shop, even one a page on another
 *   site makes (a form post to sign-out). An unsafe method riding on the cookie must therefore
 *   come from the shop itself: a same-origin `Origin` (the storefront's or the API's own) or
 *   `Sec-Fetch-Site: same-origin`, else 403. A bearer token is never sent by a browser on its
 *   own, so bearer clients (the apps) are exempt.
 * - Anything answered for a person (the route asked who is calling, or a session cookie is set)
 *   is `Cache-Control: private, no-store`: no shared cache or back button keeps a copy.
 */
export function registerSessionGuard(
  app: FastifyInstance,
  { auth, publicWebUrl }: { auth: Auth; publicWebUrl: string },
): void {
  const storefrontOrigin = new URL(publicWebUrl).origin;

  function isSameOrigin(request: FastifyRequest): boolean {
    if (request.headers['sec-fetch-site'] === 'same-origin') return true;
    const origin = request.headers.origin;
    if (!origin || origin === 'null') return false;
    if (origin === storefrontOrigin) return true;
    try {
      // The API's own origin: a page served by the API itself (the docs) posting back to it.
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }

  app.addHook('preValidation', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    // With a Bearer header the cookie is ignored (auth.ts), so it lends no ambient authority.
    if (request.headers.authorization?.startsWith('Bearer ')) return;
    if (!request.cookies[auth.cookieName]) return;
    if (isSameOrigin(request)) return;
    throw new ApiError(
      403,
      'FORBIDDEN',
      'This request was sent from another site with your session cookie, so it was refused.',
    );
  });

  app.addHook('onSend', async (request, reply) => {
    if (auth.askedWhoIsCalling(request) || reply.hasHeader('set-cookie')) {
      reply.header('cache-control', 'private, no-store');
    }
  });
}
