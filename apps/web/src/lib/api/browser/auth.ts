import 'client-only';
import type {
  GuestLoginBodySchema,
  LoginCodeRequestResponseSchema,
  MeResponseSchema,
  SessionResponse,
  SignOutResponseSchema,
} from '@tern/contracts';
import { browserGet, browserPost } from '../browser-request';
import { contracts, type Parsed } from './contracts';

/** POST /auth/login-code: e-mails a 6-digit sign-in code. */
export const requestLoginCode = (email: string) =>
  browserPost<Parsed<typeof LoginCodeRequestResponseSchema>>(
    '/auth/login-code',
    { email },
    { schema: () => contracts().then((c) => c.LoginCodeRequestResponseSchema) },
  );

/** POST /auth/login-code/verify: signs in; the API sets the httpOnly session cookie. */
export const verifyLoginCode = (email: string, code: string) =>
  browserPost<SessionResponse>(
    '/auth/login-code/verify',
    { email, code, transport: 'cookie' },
    { schema: () => contracts().then((c) => c.SessionResponseSchema) },
  );

/** POST /auth/guest (spec §6): a guest session for the details given. */
export const signInAsGuest = (body: Parsed<typeof GuestLoginBodySchema>) =>
  browserPost<SessionResponse>('/auth/guest', body, {
    schema: () => contracts().then((c) => c.SessionResponseSchema),
  });

/** POST /auth/sign-out. */
export const signOut = () =>
  browserPost<Parsed<typeof SignOutResponseSchema>>('/auth/sign-out', {});

/** GET /me: the signed-in user; a 401 ApiError when there is no session. */
export const getMe = () =>
  browserGet<Parsed<typeof MeResponseSchema>>('/me', {
    schema: () => contracts().then((c) => c.MeResponseSchema),
  });
