import { createHash } from 'node:crypto';
import { FORWARD_SECRET_HEADER, type ItineraryUnlock } from '@tern/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, instagramAccounts, oauthStates } from '../src/db/schema';
import {
  INSTAGRAM_APP_ID,
  INSTAGRAM_APP_SECRET,
  startFakeInstagram,
} from './support/fake-instagram';
import { guestShopper } from './support/shopper';
import { signInWithCode } from './support/sign-in';
import { TEST_FORWARD_SECRET, useTestApp } from './support/test-app';

let fake: Awaited<ReturnType<typeof startFakeInstagram>>;
beforeAll(async () => {
  fake = await startFakeInstagram();
});
afterAll(() => fake?.close());

const t = useTestApp(() => ({
  instagram: {
    appId: INSTAGRAM_APP_ID,
    appSecret: INSTAGRAM_APP_SECRET,
    authUrl: fake.url,
    apiUrl: fake.url,
    graphUrl: fake.url,
  },
}));

const WEB = 'http://localhost:3000';
const CALLBACK = `${WEB}/api/v1/auth/instagram/callback`;
type Headers = Record<string, string>;

let travellers = 0;
const traveller = () => signInWithCode(t, `insta-${++travellers}@example.com`);

/** GET through the storefront's headers without following redirects. */
async function get(url: string, headers: Headers = {}) {
  return t.app.inject({
    method: 'GET',
    url,
    headers: { 'x-site-id': 'tern-web', [FORWARD_SECRET_HEADER]: TEST_FORWARD_SECRET, ...headers },
  });
}

/** Starts linking and returns Instagram's consent page URL. */
async function start(headers: Headers, returnTo = '/itinerary', trip: Record<string, string> = {}) {
  const response = await get(
    `/v1/auth/instagram/start?${new URLSearchParams({ returnTo, ...trip })}`,
    headers,
  );
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}

/** The traveller consents on the fake Instagram; the callback URL it sends them back to. */
async function consent(authorize: URL): Promise<URL> {
  const answer = await fetch(authorize, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

/** The storefront proxies /api/v1/* to the API's /v1/*. */
async function callback(back: URL, headers: Headers) {
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  const response = await get(`/v1/auth/instagram/callback${back.search}`, headers);
  expect(response.statusCode, response.body).toBe(302);
  return new URL(String(response.headers.location));
}

const unlockOf = async (headers: Headers) =>
  (await t.get<{ data: ItineraryUnlock }>('/v1/itineraries/unlock', headers)).body.data;

const hashOf = (state: string) => createHash('sha256').update(state).digest('base64url');

describe('linking Instagram (OAuth) unlocks the custom itinerary', () => {
  it('links, unlocks with a free-data code and returns to the page it came from', async () => {
    const { user, headers } = await traveller();
    expect(await unlockOf(headers)).toMatchObject({ unlocked: false, method: 'instagram' });

    const authorize = await start(headers, '/itinerary?from=home');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/oauth/authorize`);
    const state = authorize.searchParams.get('state')!;
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: INSTAGRAM_APP_ID,
      redirect_uri: CALLBACK,
      scope: 'instagram_business_basic',
      response_type: 'code',
      state,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the state's hash is kept, bound to the traveller, for 10 minutes.
    const [row] = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashOf(state)));
    expect(row).toMatchObject({ userId: user.id, returnTo: '/itinerary?from=home', usedAt: null });
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.9);
    expect(minutes).toBeLessThanOrEqual(10);

    const landed = await callback(await consent(authorize), headers);
    expect(landed.toString()).toBe(`${WEB}/itinerary?from=home&instagram=linked`);
    const unlock = await unlockOf(headers);
    expect(unlock).toMatchObject({
      unlocked: true,
      via: 'instagram',
      method: 'instagram',
      instagramUsername: 'tern.traveller',
    });
    expect(unlock.rewardCode).toMatch(/^TRIP-/);

    // The code was traded with the app's secret in the form body, and the secret went nowhere else.
    const exchange = fake.state.requests.find((r) => r.path === '/oauth/access_token')!;
    expect(Object.fromEntries(new URLSearchParams(String(exchange.body)))).toMatchObject({
      client_id: INSTAGRAM_APP_ID,
      client_secret: INSTAGRAM_APP_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: CALLBACK,
    });
    const profile = fake.state.requests.find((r) => r.path === '/me')!;
    expect(JSON.stringify(profile)).not.toContain(INSTAGRAM_APP_SECRET);
    expect(authorize.toString()).not.toContain(INSTAGRAM_APP_SECRET);
  });

  it('refuses a replayed state: one callback per start', async () => {
    const { headers } = await traveller();
    fake.accounts.account = { id: '17841400000000002', username: 'second.account' };
    const back = await consent(await start(headers));
    expect((await callback(back, headers)).searchParams.get('instagram')).toBe('linked');
    const exchanges = fake.hits('/oauth/access_token');
    const replay = await callback(back, headers);
    expect(replay.toString()).toBe(`${WEB}/itinerary?instagram=failed`);
    expect(fake.hits('/oauth/access_token')).toBe(exchanges);
  });

  it('refuses another traveller’s state, which its owner can still use', async () => {
    const owner = await traveller();
    const intruder = await traveller();
    fake.accounts.account = { id: '17841400000000003', username: 'owner.account' };
    const back = await consent(await start(owner.headers));
    expect((await callback(back, intruder.headers)).searchParams.get('instagram')).toBe('failed');
    expect((await unlockOf(intruder.headers)).unlocked).toBe(false);
    // Without a session the callback links nothing either.
    expect((await callback(back, {})).searchParams.get('instagram')).toBe('failed');
    expect((await callback(back, owner.headers)).searchParams.get('instagram')).toBe('linked');
  });

  it('refuses an expired state', async () => {
    const { headers } = await traveller();
    fake.accounts.account = { id: '17841400000000004', username: 'late.account' };
    const authorize = await start(headers);
    await t.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, hashOf(authorize.searchParams.get('state')!)));
    const landed = await callback(await consent(authorize), headers);
    expect(landed.searchParams.get('instagram')).toBe('failed');
    expect((await unlockOf(headers)).unlocked).toBe(false);
  });

  it('returns a traveller who says no with ?instagram=denied, and unlocks nothing', async () => {
    const { headers } = await traveller();
    fake.accounts.deny = true;
    const exchanges = fake.hits('/oauth/access_token');
    try {
      const back = await consent(await start(headers, '/itinerary'));
      expect(back.searchParams.get('error')).toBe('access_denied');
      const landed = await callback(back, headers);
      expect(landed.toString()).toBe(`${WEB}/itinerary?instagram=denied`);
    } finally {
      fake.accounts.deny = false;
    }
    expect(fake.hits('/oauth/access_token')).toBe(exchanges);
    expect((await unlockOf(headers)).unlocked).toBe(false);
  });

  it('answers a failed exchange or an unreachable Instagram with ?instagram=failed, never a 5xx', async () => {
    const { headers } = await traveller();
    fake.accounts.account = { id: '17841400000000005', username: 'unlucky.account' };
    fake.accounts.rejectNextCode = true;
    const refused = await callback(await consent(await start(headers)), headers);
    expect(refused.searchParams.get('instagram')).toBe('failed');

    const back = await consent(await start(headers));
    fake.state.down = 'http';
    try {
      expect((await callback(back, headers)).searchParams.get('instagram')).toBe('failed');
    } finally {
      fake.state.down = false;
    }
    expect((await unlockOf(headers)).unlocked).toBe(false);
  });

  it('links one Instagram account to one traveller: a second one is told it is taken', async () => {
    const first = await traveller();
    const second = await traveller();
    fake.accounts.account = { id: '17841400000000006', username: 'shared.account' };
    expect(
      (await callback(await consent(await start(first.headers)), first.headers)).searchParams.get(
        'instagram',
      ),
    ).toBe('linked');
    const taken = await callback(await consent(await start(second.headers)), second.headers);
    expect(taken.searchParams.get('instagram')).toBe('taken');
    expect(await unlockOf(second.headers)).toMatchObject({
      unlocked: false,
      instagramUsername: null,
    });
    const owners = await t.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.instagramUserId, '17841400000000006'));
    expect(owners.map((o) => o.userId)).toEqual([first.user.id]);
  });

  it('keeps the first account linked: linking another is told it is taken, and frees nothing', async () => {
    const { user, headers } = await traveller();
    fake.accounts.account = { id: '17841400000000007', username: 'first.account' };
    expect(
      (await callback(await consent(await start(headers)), headers)).searchParams.get('instagram'),
    ).toBe('linked');
    fake.accounts.account = { id: '17841400000000008', username: 'second.account' };
    expect(
      (await callback(await consent(await start(headers)), headers)).searchParams.get('instagram'),
    ).toBe('taken');
    const [row] = await t.database.db
      .select()
      .from(instagramAccounts)
      .where(eq(instagramAccounts.userId, user.id));
    expect(row).toMatchObject({ instagramUserId: '17841400000000007', username: 'first.account' });
    // The same account again is fine, and refreshes its name.
    fake.accounts.account = { id: '17841400000000007', username: 'renamed.account' };
    expect(
      (await callback(await consent(await start(headers)), headers)).searchParams.get('instagram'),
    ).toBe('linked');
    expect((await unlockOf(headers)).instagramUsername).toBe('renamed.account');
  });

  it('gives the free data in the trip’s first country named at the start', async () => {
    const { headers } = await traveller();
    fake.accounts.account = { id: '17841400000000009', username: 'japan.trip' };
    const authorize = await start(headers, '/itinerary', { countryName: 'Japan' });
    await callback(await consent(authorize), headers);
    const { rewardCode } = await unlockOf(headers);
    const [coupon] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, rewardCode!));
    expect(coupon!.freeBundleId).toMatch(/^bndl_jp_/);
  });
});

describe('the routes around the link', () => {
  it('sends a guest checkout back to sign in first, and keeps no state', async () => {
    const guest = await guestShopper(t, 'insta-guest@example.com');
    const response = await get(
      '/v1/auth/instagram/start?returnTo=%2Fvi%2Fitinerary',
      guest.headers,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${WEB}/vi/itinerary?instagram=guest`);
    expect(await unlockOf(guest.headers)).toMatchObject({ unlocked: false });
  });

  it('needs a session to start, and a returnTo on this shop', async () => {
    const anonymous = await get('/v1/auth/instagram/start');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    const { headers } = await traveller();
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/a b'])
      expect(
        (await get(`/v1/auth/instagram/start?returnTo=${encodeURIComponent(returnTo)}`, headers))
          .statusCode,
      ).toBe(400);
  });

  it('does not unlock by e-mail where Instagram is configured: 409 saying to link it', async () => {
    const { headers } = await traveller();
    const refused = await t.post('/v1/itineraries/unlock', undefined, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'INSTAGRAM_REQUIRED',
      message: 'Link your Instagram account to unlock the custom itinerary and your free data.',
    });
    expect((await unlockOf(headers)).unlocked).toBe(false);
  });
});

describe('hostile callbacks and starts', () => {
  it('never answer a 5xx: a redirect back to the shop, or a 4xx for a query out of bounds', async () => {
    const { headers } = await traveller();
    let runs = 0;
    const text = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom('\u0000', '\ud800', '%00', '../../etc', 'access_denied', 'a'.repeat(3000)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { code: text, state: text, error: text, error_reason: text, returnTo: text },
          { requiredKeys: [] },
        ),
        fc.boolean(),
        async ({ returnTo, ...query }, signedIn) => {
          // Each run from its own address, clear of the routes' rate limits.
          const from = { 'x-forwarded-for': `10.24.${++runs % 250}.${Math.floor(runs / 250)}` };
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const answer = await get(`/v1/auth/instagram/callback?${search}`, {
            ...from,
            ...(signedIn ? headers : {}),
          });
          // A redirect back, or a refusal of the query itself (400, 414) in the envelope.
          if (answer.statusCode !== 302) {
            expect(answer.statusCode).toBeGreaterThanOrEqual(400);
            expect(answer.statusCode).toBeLessThan(500);
            expect(answer.json().error.code).toEqual(expect.any(String));
          }
          if (answer.statusCode === 302)
            expect(String(answer.headers.location).startsWith(`${WEB}/`)).toBe(true);
          const started = await get(
            `/v1/auth/instagram/start?${new URLSearchParams({ returnTo: returnTo ?? '/' })}`,
            { ...from, ...(signedIn ? headers : {}) },
          );
          expect(started.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60, seed: 24 },
    );
  });
});
