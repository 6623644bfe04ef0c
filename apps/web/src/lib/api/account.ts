import 'server-only';
import { MeResponseSchema, type PublicUser } from '@tern/contracts';
import { serverGet } from './server';

/** GET /v1/me with the visitor's cookie: the signed-in user, or a 401 ApiError. */
export async function getMe(): Promise<PublicUser> {
  const { data } = await serverGet('/me', MeResponseSchema, { forwardCookies: true });
  return data.user;
}
