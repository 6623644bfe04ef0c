import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { signInWithCode } from './sign-in';
import type { TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** Calls the back office as one caller (an admin, a traveller, or nobody), from the storefront. */
export function adminCaller(t: TestApp, headers: Record<string, string> = {}) {
  const call = (method: Method, path: string, body?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url: `/v1/admin${path}`,
      headers: { 'x-site-id': 'tern-web', ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  return {
    headers,
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
  };
}

/** An e-mail listed in ADMIN_EMAILS, signed in with a code. */
export async function signedInAdmin(t: TestApp, email: string) {
  const session = await signInWithCode(t, email);
  return { ...adminCaller(t, session.headers), user: session.user };
}
