import { createHash, randomBytes } from 'node:crypto';
import type {
  InstagramCallbackQuerySchema,
  InstagramStartQuerySchema,
  ItineraryUnlockBody,
} from '@tern/contracts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { type Database, isUniqueViolation } from '../../../db/client';
import { instagramAccounts, oauthStates } from '../../../db/schema';
import {
  SocialSignInError,
  type SocialSignInProvider,
} from '../../../providers/social/social-provider';
import type { AuthUser } from '../../accounts/auth';
import type { ItineraryUnlocks } from './itinerary-unlocks';

type CallbackQuery = z.infer<typeof InstagramCallbackQuerySchema>;
type StartQuery = z.infer<typeof InstagramStartQuerySchema>;
/**
 * What the page the traveller returns to is told, in `?instagram=`. `taken`: that Instagram
 * account unlocked another traveller, or this one linked another; `guest`: sign in first.
 */
export type LinkOutcome = 'linked' | 'denied' | 'taken' | 'failed' | 'guest';

/** Long enough to read Instagram's consent page, short enough that a leaked state soon dies. */
export const STATE_TTL_MS = 10 * 60 * 1000;
/** Where a callback that cannot be tied to a start returns to (the start's default). */
const DEFAULT_RETURN_TO = '/itinerary';
/** The callback's path on the storefront, which proxies /api/v1/* to this API. */
export const CALLBACK_PATH = '/api/v1/auth/instagram/callback';

/** Only the hash is stored: a database read gives no state that a callback would accept. */
const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/**
 * Linking an Instagram account (OAuth authorisation code flow), which unlocks the custom itinerary.
 * The state is 256 random bits, single use, 10 minutes, and bound to the traveller who started, so
 * a callback carrying someone else's state (login CSRF) links nothing.
 */
export function createInstagramLinking(deps: {
  db: Database;
  provider: SocialSignInProvider;
  unlocks: ItineraryUnlocks;
  publicWebUrl: string;
  now?: () => Date;
}) {
  const { db, provider, unlocks, publicWebUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const redirectUri = `${publicWebUrl}${CALLBACK_PATH}`;
  const webOrigin = new URL(publicWebUrl).origin;

  /** The storefront page to return to, with the outcome; never another origin. */
  function back(returnTo: string, outcome: LinkOutcome): string {
    let url = new URL(returnTo, `${publicWebUrl}/`);
    if (url.origin !== webOrigin) url = new URL(DEFAULT_RETURN_TO, webOrigin);
    url.searchParams.set('instagram', outcome);
    return url.toString();
  }

  /** Marks the state used, if it is this traveller's, unused and unexpired; what it started. */
  async function consumeState(
    user: AuthUser,
    state: string,
  ): Promise<{ returnTo: string; trip: ItineraryUnlockBody } | null> {
    const [row] = await db
      .update(oauthStates)
      .set({ usedAt: now() })
      .where(
        and(
          eq(oauthStates.stateHash, hashState(state)),
          eq(oauthStates.userId, user.id),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, now()),
        ),
      )
      .returning({
        returnTo: oauthStates.returnTo,
        countryId: oauthStates.tripCountryId,
        countryName: oauthStates.tripCountryName,
      });
    if (!row) return null;
    const trip: ItineraryUnlockBody = {
      ...(row.countryId ? { countryId: row.countryId } : {}),
      ...(row.countryName ? { countryName: row.countryName } : {}),
    };
    return { returnTo: row.returnTo, trip };
  }

  /**
   * Links the account to the traveller, once: false when that Instagram account is another
   * traveller's, or this traveller linked another one (a swap would free the first account to
   * unlock someone else, and again, and again).
   */
  async function link(user: AuthUser, id: string, username: string | null): Promise<boolean> {
    try {
      const inserted = await db
        .insert(instagramAccounts)
        .values({ userId: user.id, instagramUserId: id, username })
        .onConflictDoNothing()
        .returning({ userId: instagramAccounts.userId });
      if (inserted.length > 0) return true;
      // Linked before: the same account again only refreshes its name.
      const same = await db
        .update(instagramAccounts)
        .set({ username, linkedAt: now() })
        .where(
          and(eq(instagramAccounts.userId, user.id), eq(instagramAccounts.instagramUserId, id)),
        )
        .returning({ userId: instagramAccounts.userId });
      return same.length > 0;
    } catch (error) {
      // instagram_user_id is unique: one Instagram account unlocks one traveller.
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  return {
    /** GET /v1/auth/instagram/start: stores a state and gives Instagram's consent page. */
    async start(user: AuthUser, query: StartQuery): Promise<string> {
      const { returnTo } = query;
      // Unlocking takes an account (see refuseGuest): a guest is sent back to sign in first.
      if (user.isGuest) return back(returnTo, 'guest');
      const state = randomBytes(32).toString('base64url');
      const at = now();
      // States of this traveller that can no longer be used go, so the table stays small.
      await db
        .delete(oauthStates)
        .where(
          and(
            eq(oauthStates.userId, user.id),
            or(lt(oauthStates.expiresAt, at), sql`${oauthStates.usedAt} is not null`),
          ),
        );
      await db.insert(oauthStates).values({
        stateHash: hashState(state),
        userId: user.id,
        returnTo,
        tripCountryId: query.countryId ?? null,
        tripCountryName: query.countryName ?? null,
        expiresAt: new Date(at.getTime() + STATE_TTL_MS),
      });
      return provider.authorizeUrl({ state, redirectUri });
    },

    /**
     * GET /v1/auth/instagram/callback: where the traveller is sent back to. Every outcome is a
     * redirect to the storefront; a failure of Instagram is logged by its reason, never a token.
     */
    async callback(
      user: AuthUser | null,
      query: CallbackQuery,
      log: FastifyBaseLogger,
    ): Promise<string> {
      const started = user && query.state ? await consumeState(user, query.state) : null;
      if (!user || !started) {
        log.warn(
          { signedIn: user !== null, hasState: Boolean(query.state) },
          'instagram callback with no usable state',
        );
        return back(DEFAULT_RETURN_TO, 'failed');
      }
      const { returnTo, trip } = started;
      if (query.error) {
        if (query.error !== 'access_denied')
          log.warn({ error: query.error, reason: query.error_reason }, 'instagram refused');
        return back(returnTo, query.error === 'access_denied' ? 'denied' : 'failed');
      }
      if (!query.code) return back(returnTo, 'failed');
      try {
        const identity = await provider.identify({ code: query.code, redirectUri });
        if (!(await link(user, identity.id, identity.username))) return back(returnTo, 'taken');
        await unlocks.unlock(user, 'instagram', trip);
        return back(returnTo, 'linked');
      } catch (error) {
        if (error instanceof SocialSignInError)
          log.warn({ reason: error.reason }, 'instagram link failed');
        else log.error({ err: error }, 'instagram link failed');
        return back(returnTo, 'failed');
      }
    },
  };
}

export type InstagramLinking = ReturnType<typeof createInstagramLinking>;
