import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { Auth, AuthUser } from '../accounts/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin, set by the back office's guard before anything else runs. */
    admin: AuthUser;
  }
}

const ADMIN_ROUTE = /^\/v1\/admin(\/|$)/;

/**
 * Whether an answer belongs to the back office, judged on the route the router matched (its
 * pattern, after the router decoded the path: `/v1/%61dmin/…` is the same route), or, for a path
 * no route matched, on the decoded path, so a 404 under /v1/admin is marked too.
 */
function isAdminAnswer(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route) return ADMIN_ROUTE.test(route);
  try {
    const path = decodeURIComponent(request.url.split('?')[0]!);
    return ADMIN_ROUTE.test(path.replace(/\/{2,}/g, '/').toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Nothing of the back office is kept by a cache or a browser's history, nor indexed, errors
 * included. Registered after the session guard, whose onSend would otherwise have the last word.
 */
export function registerAdminAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isAdminAnswer(request)) return;
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
  });
}

/**
 * Every route registered in `scope` is for admins: no session → 401, anyone else (travellers and
 * guests) → 403. It runs on the request as routed, before the body is read or validated, so a
 * non-admin learns nothing of what a route accepts.
 */
export function guardAdminRoutes(scope: FastifyInstance, auth: Auth): void {
  scope.decorateRequest('admin', null as unknown as AuthUser);
  scope.addHook('onRequest', async (request) => {
    const user = await auth.requireUser(request);
    if (user.role !== 'admin')
      throw new ApiError(403, 'FORBIDDEN', 'The back office is for the shop’s admins only.');
    request.admin = user;
  });
}
