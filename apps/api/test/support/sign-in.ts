import type { TestApp } from './test-app';

let nextAddress = 1;

/**
 * Signs an e-mail in as the storefront's sign-in does (an e-mailed code), as an app would: with a
 * bearer token. Each sign-in comes from its own address, clear of the per-address code limits.
 */
export async function signInWithCode(t: TestApp, email: string) {
  const address = `198.51.100.${nextAddress++ % 250}`;
  const requested = await t.post('/v1/auth/login-code', { email }, { 'x-forwarded-for': address });
  if (requested.statusCode !== 200) throw new Error(`login code: ${requested.body}`);
  const code = t.mailer.sent.findLast((mail) => mail.to === email)!.subject.match(/^(\d{6}) /)![1]!;
  const verified = await t.post(
    '/v1/auth/login-code/verify',
    { email, code, transport: 'bearer' },
    { 'x-forwarded-for': address },
  );
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.body}`);
  const { accessToken, user } = verified.json().data as {
    accessToken: string;
    user: { id: string; role: string };
  };
  return { user, token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/**
 * A signed-in account that has unlocked the custom itinerary (preferences, saving), as the
 * landing page does where Instagram is not configured.
 */
export async function signInUnlocked(t: TestApp, email: string) {
  const session = await signInWithCode(t, email);
  const address = `198.51.101.${nextAddress++ % 250}`;
  const unlocked = await t.post('/v1/itineraries/unlock', undefined, {
    ...session.headers,
    'x-forwarded-for': address,
  });
  if (unlocked.statusCode !== 200) throw new Error(`unlock: ${unlocked.body}`);
  return session;
}
