import 'server-only';
import { MeResponseSchema, type PublicUser } from '@tern/contracts';
import { ApiError } from '@/lib/api/api-error';
import { serverGet } from '@/lib/api/server';

/**
 * The signed-in traveller (guest or account) for this request, or null when there is no valid
 * session. Reads the session cookie, so the calling page renders per request.
 */
export async function getSessionUser(): Promise<PublicUser | null> {
  try {
    const { data } = await serverGet('/me', MeResponseSchema, { forwardCookies: true });
    return data.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
