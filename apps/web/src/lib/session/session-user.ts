import 'server-only';
import type { PublicUser } from '@tern/contracts';
import { getMe } from '@/lib/api/account';
import { unlessSignedOut } from '@/lib/api/api-error';

/**
 * The signed-in traveller (guest or account) for this request, or null when there is no valid
 * session. Reads the session cookie, so the calling page renders per request.
 */
export function getSessionUser(): Promise<PublicUser | null> {
  return unlessSignedOut(getMe());
}
