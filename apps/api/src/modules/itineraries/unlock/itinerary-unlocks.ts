import type {
  ItineraryPreferences,
  ItineraryUnlock,
  ItineraryUnlockBody,
  UNLOCK_METHODS,
} from '@tern/contracts';
import { isCustomItinerary } from '@tern/domain';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { coupons, instagramAccounts, itineraryUnlocks, users } from '../../../db/schema';
import { ApiError } from '../../../plugins/errors';
import type { Auth, AuthUser } from '../../accounts/auth';
import { randomCouponCode } from '../../admin/coupon-codes';
import type { BundleRow } from '../../catalog/catalog.repository';
import type { CatalogueStore } from '../../catalog/catalog.store';
import { REWARD_VALID_DAYS, rewardPlanOf } from './reward-plan';

export type UnlockMethod = (typeof UNLOCK_METHODS)[number];

/** Reward codes read TRIP-…: a traveller can tell where the code came from. */
const REWARD_CODE_PREFIX = 'TRIP';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A guest checkout's e-mail was never confirmed (anyone can type any address, and each checkout
 * makes a new guest), so a guest could collect a free-data code per made-up address: unlocking
 * takes an account, whose e-mail answered a sign-in code.
 */
function refuseGuest(user: AuthUser): void {
  if (user.isGuest)
    throw new ApiError(
      403,
      'FORBIDDEN',
      'Sign in with your e-mail address to unlock the custom itinerary: a guest checkout cannot.',
    );
}

/**
 * Unlocking the custom itinerary (issue 24): once per traveller, with a one-time free-data code
 * from the promotions engine. Instagram unlocks when it is configured, an e-mail sign-in otherwise.
 */
export function createItineraryUnlocks(deps: {
  db: Database;
  store: CatalogueStore;
  auth: Auth;
  instagramConfigured: boolean;
}) {
  const { db, store, auth } = deps;
  const method: UnlockMethod = deps.instagramConfigured ? 'instagram' : 'email';

  /** A single-use free_product coupon for the reward plan; null when the catalogue has none. */
  async function createRewardCoupon(tx: Database, plan: BundleRow | null): Promise<string | null> {
    if (!plan) return null;
    // 80 random bits meeting an existing code is astronomically rare; a new draw costs nothing.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [row] = await tx
        .insert(coupons)
        .values({
          code: randomCouponCode(REWARD_CODE_PREFIX),
          description: `Free data for unlocking the custom itinerary: ${plan.name}`,
          type: 'free_product',
          freeBundleId: plan.id,
          kinds: ['esim_plan'],
          maxRedemptions: 1,
          maxPerTraveller: 1,
          endsAt: new Date(Date.now() + REWARD_VALID_DAYS * DAY_MS),
        })
        .onConflictDoNothing({ target: coupons.code })
        .returning({ id: coupons.id });
      if (row) return row.id;
    }
    throw new Error('could not draw an unused reward code');
  }

  /** What the caller sees: unlocked or not, how, the reward code and the linked Instagram name. */
  async function state(user: AuthUser | null): Promise<ItineraryUnlock> {
    const locked = { unlocked: false, via: null, method, rewardCode: null };
    if (!user) return { ...locked, instagramUsername: null };
    const [row] = await db
      .select({
        via: itineraryUnlocks.via,
        rewardCode: coupons.code,
        instagramUsername: instagramAccounts.username,
      })
      .from(users)
      .leftJoin(itineraryUnlocks, eq(itineraryUnlocks.userId, users.id))
      .leftJoin(coupons, eq(coupons.id, itineraryUnlocks.couponId))
      .leftJoin(instagramAccounts, eq(instagramAccounts.userId, users.id))
      .where(eq(users.id, user.id));
    const instagramUsername = row?.instagramUsername ?? null;
    if (!row?.via) return { ...locked, instagramUsername };
    return { unlocked: true, via: row.via, method, rewardCode: row.rewardCode, instagramUsername };
  }

  /**
   * Unlocks for this traveller once, however many requests race: the row is inserted with ON
   * CONFLICT DO NOTHING and only the insert that wins makes a code. The reward is once per
   * e-mail too (a new guest login with the same e-mail is the same traveller, as the coupon
   * limits count it), so such a login is given the code already made rather than a second one;
   * a transaction lock on the e-mail keeps two such logins from both making one.
   */
  async function unlock(
    user: AuthUser,
    via: UnlockMethod,
    trip: ItineraryUnlockBody = {},
  ): Promise<ItineraryUnlock> {
    // Read before the transaction: the embedded database has one connection, which it holds.
    const plan = rewardPlanOf(await store.snapshot(), trip);
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`itinerary-unlock:${user.email}`}))`,
      );
      const inserted = await tx
        .insert(itineraryUnlocks)
        .values({ userId: user.id, via })
        .onConflictDoNothing({ target: itineraryUnlocks.userId })
        .returning({ userId: itineraryUnlocks.userId });
      if (inserted.length === 0) return;
      const [earlier] = await tx
        .select({ couponId: itineraryUnlocks.couponId })
        .from(itineraryUnlocks)
        .innerJoin(users, eq(users.id, itineraryUnlocks.userId))
        .where(
          and(
            eq(users.email, user.email),
            ne(users.id, user.id),
            isNotNull(itineraryUnlocks.couponId),
          ),
        )
        .limit(1);
      const couponId = earlier?.couponId ?? (await createRewardCoupon(tx, plan));
      if (couponId)
        await tx
          .update(itineraryUnlocks)
          .set({ couponId })
          .where(eq(itineraryUnlocks.userId, user.id));
    });
    return state(user);
  }

  /**
   * For routes of the custom itinerary (preferences, saving): the signed-in traveller who has
   * unlocked it; 401 without a session, 403 before unlocking.
   */
  async function requireItineraryUnlock(request: FastifyRequest): Promise<AuthUser> {
    const user = await auth.requireUser(request);
    const [row] = await db
      .select({ userId: itineraryUnlocks.userId })
      .from(itineraryUnlocks)
      .where(eq(itineraryUnlocks.userId, user.id));
    if (!row)
      throw new ApiError(
        403,
        'ITINERARY_LOCKED',
        method === 'instagram'
          ? 'Link your Instagram account to unlock the custom itinerary.'
          : 'Unlock the custom itinerary first: it is free once you are signed in.',
      );
    return user;
  }

  return {
    method,
    state,
    unlock,
    refuseGuest,
    requireItineraryUnlock,

    /** POST /v1/itineraries/unlock: where Instagram is not configured, an e-mail sign-in unlocks. */
    async unlockWithEmail(
      user: AuthUser,
      trip: ItineraryUnlockBody = {},
    ): Promise<ItineraryUnlock> {
      const current = await state(user);
      if (current.unlocked) return current;
      if (method === 'instagram')
        throw new ApiError(
          409,
          'INSTAGRAM_REQUIRED',
          'Link your Instagram account to unlock the custom itinerary and your free data.',
        );
      refuseGuest(user);
      return unlock(user, 'email', trip);
    },

    /**
     * For routes that plan a trip someone sends (plan, calendar file, share): a trip with
     * preferences is the custom itinerary, so its caller must have unlocked it.
     */
    async requireUnlockForTrip(
      request: FastifyRequest,
      trip: { preferences: ItineraryPreferences },
    ): Promise<void> {
      if (isCustomItinerary(trip.preferences)) await requireItineraryUnlock(request);
    },
  };
}

export type ItineraryUnlocks = ReturnType<typeof createItineraryUnlocks>;
