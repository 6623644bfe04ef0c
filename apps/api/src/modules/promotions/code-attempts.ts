import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { couponAttempts } from '../../db/schema';
import { ApiError } from '../../plugins/errors';

/** Codes that did not work, per address and per session, before the next try is refused. */
export const FAILED_CODE_LIMIT = 10;
export const FAILED_CODE_WINDOW_MINUTES = 15;

/** Who is trying codes: the client's address (the normalised one) and its session, if any. */
export interface CodeTrier {
  address: string;
  sessionKey: string | null;
}

/**
 * Guessing codes is limited: after FAILED_CODE_LIMIT failures in the window, from one address or
 * one session, every try is a 429 until the window has passed. Counted in the database, so every
 * API process sees the same count.
 */
export function createCodeAttempts(db: Database, now: () => Date = () => new Date()) {
  return {
    async assertAllowed(who: CodeTrier): Promise<void> {
      const since = new Date(now().getTime() - FAILED_CODE_WINDOW_MINUTES * 60_000);
      const [counts] = await queryRows<{ address: number; session: number }>(
        db,
        sql`select count(*) filter (where address = ${who.address})::int as address,
              count(*) filter (where session_key = ${who.sessionKey})::int as session
            from ${couponAttempts}
            where created_at > ${since}
              and (address = ${who.address} or session_key = ${who.sessionKey})`,
      );
      if (counts!.address >= FAILED_CODE_LIMIT || counts!.session >= FAILED_CODE_LIMIT)
        throw new ApiError(
          429,
          'RATE_LIMITED',
          `Too many codes that did not work. Please wait ${FAILED_CODE_WINDOW_MINUTES} minutes before trying another.`,
        );
    },

    async recordFailure(who: CodeTrier): Promise<void> {
      await db.insert(couponAttempts).values({ ...who, createdAt: now() });
    },
  };
}

export type CodeAttempts = ReturnType<typeof createCodeAttempts>;
