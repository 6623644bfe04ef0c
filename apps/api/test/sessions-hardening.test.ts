import { FORWARD_SECRET_HEADER } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import { guestShopper, TEST_CARDS } from './support/shopper';
import { TEST_FORWARD_SECRET, useTestApp } from './support/test-app';

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

describe('X-Forwarded-For is believed only from a configured hop that proves it (issue 21)', () => {
  const proof = { [FORWARD_SECRET_HEADER]: TEST_FORWARD_SECRET };
  const post = (
    url: string,
    payload: object,
    remoteAddress: string,
    headers: Record<string, string>,
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-site-id': 'tern-web', ...headers },
      remoteAddress,
    });
  const guestFrom = (remoteAddress: string, forwardedFor: string) =>
    post('/v1/auth/guest', { ...guest, deviceType: 'ios' }, remoteAddress, {
      'x-forwarded-for': forwardedFor,
    });
  /** Twelve sign-in codes, each for another e-mail and from another claimed address. */
  async function twelveCodes(remoteAddress: string, headers: Record<string, string>, net: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const email = `xff-${net}-${i}@example.com`;
      const response = await post('/v1/auth/login-code', { email }, remoteAddress, {
        ...headers,
        'x-forwarded-for': `${net}.${i + 1}`,
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  }

  it('a forged header from an untrusted peer never changes the rate-limit bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i += 1) {
      statuses.push((await guestFrom('203.0.113.5', `198.18.0.${i}`)).statusCode);
    }
    // 20 guest logins a minute per address: the 21st is refused whatever the header says.
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('a forged header from this machine without the proof is its own bucket: 5 codes, then 429', async () => {
    // Any local process shares the web server's address; the address alone proves nothing.
    const statuses = await twelveCodes('127.0.0.2', {}, '198.18.2');
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5)).toEqual(Array(7).fill(429));
  });

  it('a wrong proof counts as none', async () => {
    const wrong = { [FORWARD_SECRET_HEADER]: `${TEST_FORWARD_SECRET.slice(0, -1)}!` };
    const statuses = await twelveCodes('127.0.0.3', wrong, '198.18.3');
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
  });

  it('the web server with the proof passes on each client’s address: clients stay apart', async () => {
    expect(await twelveCodes('127.0.0.1', proof, '198.18.4')).toEqual(Array(12).fill(200));
    // And one client behind it is still limited.
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const email = `xff-one-${i}@example.com`;
      const response = await post('/v1/auth/login-code', { email }, '127.0.0.1', {
        ...proof,
        'x-forwarded-for': '198.18.5.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('a load balancer right before the API (TRUST_LOAD_BALANCERS) needs no proof', () => {
  const lb = useTestApp({ trustLoadBalancers: ['10.0.0.0/8'] });
  const codeVia = (remoteAddress: string, forwardedFor: string, i: number) =>
    lb.app.inject({
      method: 'POST',
      url: '/v1/auth/login-code',
      payload: { email: `lb-${forwardedFor}-${i}@example.com` },
      headers: { 'x-site-id': 'tern-web', 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });

  it('believes the client the balancer saw, and nothing a client wrote before it', async () => {
    const apart: number[] = [];
    for (let i = 0; i < 7; i += 1)
      apart.push((await codeVia('10.1.1.1', `198.18.6.${i}`, i)).statusCode);
    expect(apart).toEqual(Array(7).fill(200));
    // A client forging the left of the header is still the address the balancer appended.
    const forged: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      forged.push((await codeVia('10.1.1.1', `198.18.7.${i}, 198.18.8.1`, i)).statusCode);
    }
    expect(forged.slice(5)).toEqual([429, 429]);
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
