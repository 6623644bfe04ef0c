import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../plugins/errors';
import type { UserRow } from './accounts.repository';
import type { AccountsService } from './accounts.service';

export type AuthUser = UserRow & { sessionId: string };

/**
 * Who is calling: the web's httpOnly session cookie or an app's Bearer token. Looked up at most
 * once per request, and only by routes that ask, so catalogue reads never touch sessions.
 */
export function createAuth(accounts: AccountsService, cookieName: string) {
  const resolved = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

  function tokenOf(request: FastifyRequest): string | undefined {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
    return request.cookies[cookieName];
  }

  function user(request: FastifyRequest): Promise<AuthUser | null> {
    let pending = resolved.get(request);
    if (!pending) {
      const token = tokenOf(request);
      pending = token
        ? accounts.userForToken(token).then((found) => found ?? null)
        : Promise.resolve(null);
      resolved.set(request, pending);
    }
    return pending;
  }

  return {
    cookieName,
    tokenOf,
    user,
    /** true once the request asked who is calling: its answer is about that person. */
    askedWhoIsCalling: (request: FastifyRequest) => resolved.has(request),
    async requireUser(request: FastifyRequest): Promise<AuthUser> {
      const found = await user(request);
      if (!found) throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to continue.');
      return found;
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
