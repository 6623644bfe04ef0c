import type { InstaLink, ItineraryUnlock, Order } from '@tern/contracts';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundles, coupons, itineraryUnlocks } from '../src/db/schema';
import { stockSimulator } from '../src/providers/esim/simulator';
import { guestShopper, HERE } from './support/shopper';
import { signInWithCode } from './support/sign-in';
import { useTestApp } from './support/test-app';

const t = useTestApp();

const HASHTAGS = [
  'londoneye',
  'amalficoast',
  'lakezurich',
  'merlionpark',
  'eiffeltower',
  'halongbay',
];

describe('GET /v1/insta-links (spec §7 Instagram links)', () => {
  it('gives the site’s hashtag pages in order, for the web and the app', async () => {
    for (const site of ['tern-web', 'tern-app']) {
      const response = await t.get<{ data: { instaLinks: InstaLink[] } }>('/v1/insta-links', {
        'x-site-id': site,
      });
      expect(response.status).toBe(200);
      expect(response.body.data.instaLinks).toEqual(
        HASHTAGS.map((tag) => ({
          label: `#${tag}`,
          url: `https://www.instagram.com/explore/tags/${tag}/`,
        })),
      );
    }
  });

  it('needs a known site', async () => {
    const response = await t.get<{ error: { code: string } }>('/v1/insta-links', {
      'x-site-id': 'nobody',
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('UNKNOWN_SITE');
  });
});

type Unlock = ItineraryUnlock;
const unlockState = (headers: Record<string, string> = {}) =>
  t.get<{ data: Unlock }>('/v1/itineraries/unlock', headers);
const unlock = (headers: Record<string, string> = {}) =>
  t.post('/v1/itineraries/unlock', undefined, headers);
const unlocked = async (headers: Record<string, string>) => {
  const response = await unlock(headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Unlock;
};

/** A signed-in account (an e-mailed code) with an address of its own, as orders need. */
async function traveller(email: string) {
  const { headers } = await signInWithCode(t, email);
  return {
    headers: { ...headers, 'x-forwarded-for': `10.32.${Math.floor(Math.random() * 250)}.1` },
  };
}

async function rewardCoupons() {
  return t.database.db.select().from(coupons).where(like(coupons.code, 'TRIP-%'));
}

describe('unlocking the custom itinerary without Instagram (e-mail sign-in)', () => {
  beforeAll(async () => {
    await stockSimulator(t.database.db, 5);
  });

  it('is locked for a caller without a session, who cannot unlock', async () => {
    const state = await unlockState();
    expect(state.status).toBe(200);
    expect(state.body.data).toEqual({
      unlocked: false,
      via: null,
      method: 'email',
      rewardCode: null,
      instagramUsername: null,
    });
    const refused = await unlock();
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('unlocks once for a signed-in traveller, and a second unlock gives the same code', async () => {
    const { headers } = await signInWithCode(t, 'unlock-once@example.com');
    expect((await unlockState(headers)).body.data.unlocked).toBe(false);
    const first = await unlocked(headers);
    expect(first).toMatchObject({ unlocked: true, via: 'email', method: 'email' });
    expect(first.rewardCode).toMatch(/^TRIP-[0-9A-Z]{16}$/);
    expect(await unlocked(headers)).toEqual(first);
    const state = await unlockState(headers);
    expect(state.body.data).toEqual(first);
    expect(state.headers['cache-control']).toBe('private, no-store');
  });

  it('gives one row and one code to two unlocks at once', async () => {
    const { user, headers } = await signInWithCode(t, 'unlock-race@example.com');
    const before = (await rewardCoupons()).length;
    const [a, b] = await Promise.all([unlock(headers), unlock(headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.rewardCode).toBe(b.json().data.rewardCode);
    const rows = await t.database.db
      .select()
      .from(itineraryUnlocks)
      .where(eq(itineraryUnlocks.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(await rewardCoupons()).toHaveLength(before + 1);
  });

  it('refuses a guest checkout, whose e-mail was never confirmed', async () => {
    const guest = await guestShopper(t, 'made-up-address@example.com');
    const before = (await rewardCoupons()).length;
    const refused = await unlock(guest.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('Sign in with your e-mail address'),
    });
    expect((await unlockState(guest.headers)).body.data.unlocked).toBe(false);
    expect(await rewardCoupons()).toHaveLength(before);
    // Signing in with that e-mail (a code sent to it) unlocks.
    const { headers } = await signInWithCode(t, 'made-up-address@example.com');
    expect((await unlocked(headers)).via).toBe('email');
  });

  it('gives a code that makes the reward plan free at checkout, once', async () => {
    const guest = await traveller('checkout-reward@example.com');
    const reward = await unlocked(guest.headers);
    expect(reward.via).toBe('email');
    const [coupon] = await t.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.code, reward.rewardCode!));
    // A single-use free plan: the cheapest plan of 1 GB or more of the default country (UAE).
    expect(coupon).toMatchObject({
      type: 'free_product',
      maxRedemptions: 1,
      maxPerTraveller: 1,
      uses: 0,
      status: 'active',
    });
    const days = (coupon!.endsAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    const uaePlans = await t.database.db
      .select()
      .from(bundles)
      .where(and(eq(bundles.countryId, 'ctry_ae'), eq(bundles.bundleType, 1)));
    const plan = uaePlans.find((b) => b.id === coupon!.freeBundleId);
    expect(plan?.dataAmountMb).toBeGreaterThanOrEqual(1000);
    const cheapest = Math.min(
      ...uaePlans.filter((b) => b.dataAmountMb >= 1000).map((b) => b.priceUsdCents),
    );
    expect(plan?.priceUsdCents).toBe(cheapest);

    const created = await t.post(
      '/v1/orders',
      { lines: [{ kind: 'esim_plan', bundleId: coupon!.freeBundleId }], ...HERE },
      guest.headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const orderId = created.json().data.orderId as string;
    const applied = await t.post(
      `/v1/orders/${orderId}/discounts`,
      { code: reward.rewardCode!.toLowerCase() },
      guest.headers,
    );
    expect(applied.statusCode, applied.body).toBe(200);
    const view = applied.json().data.order as Order;
    expect(view.subtotal.minor).toBeGreaterThan(0);
    expect(view.total.minor).toBe(0);
    const confirmed = await t.post(`/v1/orders/${orderId}/confirm-free`, {}, guest.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.order.status).toBe('paid');
    // One-time: another traveller cannot use it again.
    const stranger = await guestShopper(t);
    const second = await t.post(
      '/v1/orders',
      { lines: [{ kind: 'esim_plan', bundleId: coupon!.freeBundleId }], ...HERE },
      stranger.headers,
    );
    const refused = await t.post(
      `/v1/orders/${second.json().data.orderId}/discounts`,
      { code: reward.rewardCode },
      stranger.headers,
    );
    expect(refused.statusCode).toBe(422);
  });

  it('gives the free data in the trip’s first country when named, else the default', async () => {
    const planOf = async (code: string) =>
      (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]!.freeBundleId;
    const cases: [unknown, RegExp][] = [
      [{ countryId: 'ctry_fr' }, /^bndl_fr_/],
      [{ countryName: ' vietnam ' }, /^bndl_vn_/],
      [{ countryId: 'ctry_nowhere', countryName: 'Japan' }, /^bndl_jp_/],
      // A country the catalogue does not have, or nothing named: the default, the UAE.
      [{ countryName: 'Atlantis' }, /^bndl_ae_/],
      [{}, /^bndl_ae_/],
    ];
    for (const [index, [body, plan]] of cases.entries()) {
      const { headers } = await signInWithCode(t, `unlock-country-${index}@example.com`);
      // Each traveller from an address of their own, clear of the per-address limit.
      const from = { ...headers, 'x-forwarded-for': `10.31.${index}.1` };
      const response = await t.post('/v1/itineraries/unlock', body, from);
      expect(response.statusCode, response.body).toBe(200);
      expect(await planOf(response.json().data.rewardCode), JSON.stringify(body)).toMatch(plan);
    }
    const { headers } = await signInWithCode(t, 'unlock-country-bad@example.com');
    const bad = await t.post(
      '/v1/itineraries/unlock',
      { countryId: 'x'.repeat(65) },
      { ...headers, 'x-forwarded-for': '10.31.99.1' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('guards the custom itinerary: 401 without a session, 403 until unlocked', async () => {
    const asRequest = (headers: Record<string, string>) =>
      ({ headers, cookies: {} }) as unknown as FastifyRequest;
    const guard = t.app.itineraryUnlocks.requireItineraryUnlock;
    await expect(guard(asRequest({}))).rejects.toMatchObject({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
    });
    const { user, headers } = await signInWithCode(t, 'guarded@example.com');
    await expect(guard(asRequest(headers))).rejects.toMatchObject({
      statusCode: 403,
      code: 'ITINERARY_LOCKED',
      message: expect.stringContaining('Unlock the custom itinerary'),
    });
    await unlocked(headers);
    expect((await guard(asRequest(headers))).id).toBe(user.id);
  });
});

describe('Instagram where it is not configured', () => {
  it('has no link routes: signing in with an e-mail unlocks instead', async () => {
    const { headers } = await signInWithCode(t, 'no-instagram@example.com');
    for (const url of ['/v1/auth/instagram/start', '/v1/auth/instagram/callback?code=x&state=y']) {
      const response = await t.get<{ error: { code: string; message: string } }>(url, headers);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toContain('signing in with an e-mail unlocks');
    }
  });
});
