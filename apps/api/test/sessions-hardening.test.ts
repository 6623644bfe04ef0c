import { describe, expect, it } from 'vitest';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const STOREFRONT = 'http://localhost:3000';

const guest = {
  fullName: 'Linh Tran',
  email: 'linh@example.com',
  countryCode: '+84',
  phoneNumber: '912 345 678',
  deviceType: 'web',
};

function sessionCookie(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((c) => c.name === 'tern_session')?.value;
}

/** A browser's cookie request; headers decide whether it looks same-origin. */
const withCookie = (
  method: 'GET' | 'POST',
  url: string,
  cookie: string,
  headers: Record<string, string> = {},
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { 'x-site-id': 'tern-web', ...headers },
    cookies: { tern_session: cookie },
    remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });

async function webGuest(email = `web-${Math.random().toString(36).slice(2)}@example.com`) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/guest',
    payload: { ...guest, email },
    headers: { 'x-site-id': 'tern-web', origin: STOREFRONT },
    remoteAddress: `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response)!;
}

async function signInWithCode(
  email: string,
  headers: Record<string, string> = {},
  cookie?: string,
) {
  const address = `10.79.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login-code',
    payload: { email },
    headers: { 'x-site-id': 'tern-web' },
    remoteAddress: address,
  });
  const code = t.mailer.sent.at(-1)!.subject.match(/^(\d{6}) /)![1]!;
  return t.app.inject({
    method: 'POST',
    url: '/v1/auth/login-code/verify',
    payload: { email, code },
    headers: { 'x-site-id': 'tern-web', origin: STOREFRONT, ...headers },
    remoteAddress: address,
    ...(cookie ? { cookies: { tern_session: cookie } } : {}),
  });
}

describe('X-Forwarded-For is believed only from the configured hops (TRUST_PROXY)', () => {
  const guestFrom = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/guest',
      payload: { ...guest, deviceType: 'ios' },
      headers: { 'x-site-id': 'tern-web', 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('a forged header from an untrusted peer never changes the rate-limit bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push((await guestFrom('203.0.113.5', `198.18.0.${i}`)).statusCode);
    }
    // 20 guest logins a minute per address: the 21st is refused whatever the header says.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('the web origin on this machine (loopback) does pass on the client address', async () => {
    for (let i = 0; i < 22; i += 1) {
      expect((await guestFrom('127.0.0.1', `198.18.1.${i}`)).statusCode).toBe(200);
    }
  });
});

describe('cookie-authenticated unsafe methods must come from the shop itself', () => {
  it('sign-out from another site (no Origin, a foreign Origin, cross-site fetch) is refused and changes nothing', async () => {
    const cookie = await webGuest();
    const foreign: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://shop.evil.localhost:3000' },
    ];
    for (const headers of foreign) {
      const response = await withCookie('POST', '/v1/auth/sign-out', cookie, headers, {});
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await withCookie('GET', '/v1/me', cookie)).statusCode).toBe(200);
  });

  it('accepts the storefront Origin, the API’s own origin, or Sec-Fetch-Site: same-origin', async () => {
    const same: Record<string, string>[] = [
      { origin: STOREFRONT },
      { origin: 'http://api.internal:4000', host: 'api.internal:4000' },
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of same) {
      const cookie = await webGuest();
      const response = await withCookie('POST', '/v1/auth/sign-out', cookie, headers, {});
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect((await withCookie('GET', '/v1/me', cookie)).statusCode).toBe(401);
    }
  });

  it('a cross-site order with the cookie is refused before anything is created', async () => {
    const cookie = await webGuest();
    const response = await withCookie(
      'POST',
      '/v1/orders',
      cookie,
      { origin: 'https://evil.example' },
      { bundleId: 'bndl_fr_5gb_30d', quantity: 1, latitude: 38.7, longitude: -9.1 },
    );
    expect(response.statusCode).toBe(403);
  });

  it('bearer clients (the apps) send no Origin and are not affected', async () => {
    const shopper = await guestShopper(t);
    expect((await shopper.createOrder()).statusCode).toBe(200);
  });
});

describe('personal answers are never cached', () => {
  it('sign-ins, /me, orders, payments and eSIMs answer Cache-Control: private, no-store', async () => {
    const shopper = await guestShopper(t);
    const { orderId } = (await shopper.createOrder()).json().data;
    const paid = await shopper.pay(orderId, TEST_CARDS.pays);
    const responses = {
      guestLogin: await t.post('/v1/auth/guest', guest, { origin: STOREFRONT }),
      codeSignIn: await signInWithCode('cache@example.com'),
      me: await t.app.inject({
        method: 'GET',
        url: '/v1/me',
        headers: { 'x-site-id': 'tern-web', ...shopper.headers },
      }),
      order: await t.app.inject({
        method: 'GET',
        url: `/v1/orders/${orderId}`,
        headers: { 'x-site-id': 'tern-web', ...shopper.headers },
      }),
      payment: paid,
      esims: await t.app.inject({
        method: 'GET',
        url: '/v1/esims',
        headers: { 'x-site-id': 'tern-web', ...shopper.headers },
      }),
      unauthenticated: await t.app.inject({
        method: 'GET',
        url: '/v1/me',
        headers: { 'x-site-id': 'tern-web' },
      }),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect(response.headers['cache-control'], name).toBe('private, no-store');
    }
    const catalogue = await t.app.inject({
      method: 'GET',
      url: '/v1/countries?limit=1',
      headers: { 'x-site-id': 'tern-web' },
    });
    expect(catalogue.headers['cache-control'] ?? '').not.toContain('private');
  });
});

describe('guest details never overwrite a verified account', () => {
  it('a stranger’s guest profile under the owner’s e-mail fills nothing at the owner’s first sign-in', async () => {
    const email = 'owner-first@example.com';
    await t.post('/v1/auth/guest', { ...guest, email, fullName: 'Impostor', deviceType: 'ios' });
    const signedIn = await signInWithCode(email);
    expect(signedIn.json().data.user).toMatchObject({
      fullName: null,
      phoneNumber: null,
      isGuest: false,
    });
  });

  it('a later guest login with other details leaves the account’s name and phone as they were', async () => {
    const email = 'owner-later@example.com';
    const cookie = await webGuest(email);
    const first = await signInWithCode(email, {}, cookie);
    expect(first.json().data.user).toMatchObject({
      fullName: 'Linh Tran',
      phoneNumber: '+84912345678',
    });
    const impostor = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/guest',
      payload: { ...guest, email, fullName: 'Impostor', phoneNumber: '913 000 111' },
      headers: { 'x-site-id': 'tern-web', origin: STOREFRONT },
    });
    const again = await signInWithCode(email, {}, sessionCookie(impostor));
    expect(again.json().data.user).toMatchObject({
      fullName: 'Linh Tran',
      phoneNumber: '+84912345678',
    });
  });
});

describe('a second guest login replaces the earlier session', () => {
  it('from the same browser: the old cookie stops working', async () => {
    const first = await webGuest();
    const second = await withCookie('POST', '/v1/auth/guest', first, { origin: STOREFRONT }, guest);
    expect(second.statusCode).toBe(200);
    const next = sessionCookie(second)!;
    expect(next).not.toBe(first);
    expect((await withCookie('GET', '/v1/me', first)).statusCode).toBe(401);
    expect((await withCookie('GET', '/v1/me', next)).statusCode).toBe(200);
  });

  it('from an app: the old bearer token stops working', async () => {
    const login = (headers: Record<string, string> = {}) =>
      t.post('/v1/auth/guest', { ...guest, deviceType: 'android' }, headers);
    const old = (await login()).json().data.accessToken as string;
    const fresh = (await login({ authorization: `Bearer ${old}` })).json().data
      .accessToken as string;
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/me',
        headers: { 'x-site-id': 'tern-web', authorization: `Bearer ${token}` },
      });
    expect((await me(old)).statusCode).toBe(401);
    expect((await me(fresh)).statusCode).toBe(200);
  });
});
