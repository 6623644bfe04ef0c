import 'client-only';
import type { GuestLoginBodySchema, Locale } from '@tern/contracts';
import { browserGet, browserPost } from '../browser-request';
import { checkedBy, type Parsed } from './contracts';

/** POST /auth/login-code: e-mails a 6-digit sign-in code, written in the page's language. */
export const requestLoginCode = async (email: string, locale: Locale) =>
  checkedBy(
    'LoginCodeRequestResponseSchema',
    await browserPost('/auth/login-code', { email, locale }),
  );

/**
 * POST /auth/login-code/verify: signs in; the API sets the httpOnly session cookie and, for a
 * cookie client, leaves the token out of the body (no page script can read it).
 */
export const verifyLoginCode = async (email: string, code: string) =>
  checkedBy(
    'SessionResponseSchema',
    await browserPost('/auth/login-code/verify', { email, code, transport: 'cookie' }),
  );

/**
 * POST /auth/guest (spec §6): a guest session for the details given, held in the httpOnly cookie.
 * The spec's "store the access token" is the cookie: the body carries no token for the web.
 */
export const signInAsGuest = async (body: Parsed<typeof GuestLoginBodySchema>) =>
  checkedBy(
    'SessionResponseSchema',
    await browserPost('/auth/guest', { ...body, transport: 'cookie' }),
  );

/** POST /auth/sign-out. */
export const signOut = async () =>
  checkedBy('SignOutResponseSchema', await browserPost('/auth/sign-out', {}));

/** GET /me: the signed-in user; a 401 ApiError when there is no session. */
export const getMe = async () => checkedBy('MeResponseSchema', await browserGet('/me'));
