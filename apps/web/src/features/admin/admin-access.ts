import 'server-only';
import type { PublicUser } from '@tern/contracts';
import { cache } from 'react';
import { getSessionUser } from '@/lib/session/session-user';

export type AdminAccess =
  | { kind: 'admin'; user: PublicUser }
  | { kind: 'not-admin'; user: PublicUser }
  | { kind: 'signed-out' };

/**
 * Who is asking for a back-office page, once per request (the frame and the page both ask).
 * The API refuses every /v1/admin call of a non-admin anyway (403); this decides what the page
 * shows instead of making those calls at all.
 */
export const adminAccess = cache(async (): Promise<AdminAccess> => {
  const user = await getSessionUser();
  if (!user) return { kind: 'signed-out' };
  return user.role === 'admin' ? { kind: 'admin', user } : { kind: 'not-admin', user };
});
