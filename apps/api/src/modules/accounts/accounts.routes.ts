import {
  GuestLoginBodySchema,
  LoginCodeRequestBodySchema,
  LoginCodeRequestResponseSchema,
  LoginCodeVerifyBodySchema,
  MeResponseSchema,
  type PublicUser,
  SessionResponseSchema,
  SignOutResponseSchema,
  type Transport,
} from '@tern/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { type AccountsService, toPublicUser } from './accounts.service';
import type { Auth } from './auth';

const errors = errorResponses(400, 401, 429, 503);

interface Options {
  accounts: AccountsService;
  auth: Auth;
  secureCookies: boolean;
}

export const accountsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { accounts, auth, secureCookies },
) => {
  function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
    reply.setCookie(auth.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      path: '/',
      expires: expiresAt,
    });
  }

  /** A cookie client gets its token only in the httpOnly cookie; a bearer client in the body. */
  function sessionAnswer(
    reply: FastifyReply,
    transport: Transport,
    session: { token: string; expiresAt: Date; user: PublicUser },
  ) {
    if (transport === 'cookie') {
      setSessionCookie(reply, session.token, session.expiresAt);
      return { data: { user: session.user } };
    }
    return { data: { accessToken: session.token, user: session.user } };
  }

  app.post(
    '/auth/guest',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Guest login with name, e-mail and phone',
        body: GuestLoginBodySchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const transport =
        request.body.transport ?? (request.body.deviceType === 'web' ? 'cookie' : 'bearer');
      // Each guest login replaces the session this client already had (issue 9): the old token
      // stops working rather than living on beside the new one.
      const previous = await auth.user(request);
      const session = await accounts.guestLogin(request.body, transport);
      if (previous) await accounts.signOut(previous.sessionId);
      return sessionAnswer(reply, transport, session);
    },
  );

  app.post(
    '/auth/login-code',
    {
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a 6-digit sign-in code, valid 10 minutes',
        body: LoginCodeRequestBodySchema,
        response: { 200: LoginCodeRequestResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    async (request) => ({
      // Counted per (e-mail, address) and per address: the real peer, or the trusted proxy's
      // X-Forwarded-For (TRUST_PROXY), never a header any client can set.
      data: await accounts.requestLoginCode(request.body.email, request.ip, request.body.locale),
    }),
  );

  app.post(
    '/auth/login-code/verify',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with the e-mailed code; starts a new session',
        body: LoginCodeVerifyBodySchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { email, code, transport } = request.body;
      const previous = await auth.user(request);
      const session = await accounts.verifyLoginCode(email, code, transport, previous ?? undefined);
      // Rotation: whatever session came with this request ends; the new one replaces it.
      if (previous) await accounts.signOut(previous.sessionId);
      return sessionAnswer(reply, transport, session);
    },
  );

  app.get(
    '/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in traveller',
        response: { 200: MeResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { user: toPublicUser(await auth.requireUser(request)) } }),
  );

  app.post(
    '/auth/sign-out',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End this session',
        response: { 200: SignOutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.user(request);
      if (user) await accounts.signOut(user.sessionId);
      reply.clearCookie(auth.cookieName, {
        path: '/',
        secure: secureCookies,
        httpOnly: true,
        sameSite: 'lax',
      });
      return { data: { signedOut: true as const } };
    },
  );
};
