import type { Locale } from '@tern/contracts';
import { and, count, desc, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginCodes, sessions, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function insertGuest(
  db: Database,
  guest: { email: string; fullName: string; phoneNumber: string },
) {
  const [row] = await db
    .insert(users)
    .values({ ...guest, isGuest: true })
    .returning();
  return row!;
}

/** The verified account for an e-mail, created on first sign-in (the unique index decides races). */
export async function upsertAccount(db: Database, email: string): Promise<UserRow> {
  await db
    .insert(users)
    .values({ email, isGuest: false, emailVerifiedAt: new Date() })
    .onConflictDoNothing({ target: users.email, where: sql`not ${users.isGuest}` });
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.isGuest, false)));
  return row!;
}

export async function fillAccountProfile(
  db: Database,
  id: string,
  profile: { fullName: string | null; phoneNumber: string | null },
) {
  await db
    .update(users)
    .set({
      fullName: sql`coalesce(${users.fullName}, ${profile.fullName})`,
      phoneNumber: sql`coalesce(${users.phoneNumber}, ${profile.phoneNumber})`,
    })
    .where(eq(users.id, id));
}

/** The language later e-mails to this traveller (usage alerts) are written in. */
export async function rememberLocale(db: Database, id: string, locale: Locale) {
  await db.update(users).set({ locale }).where(eq(users.id, id));
}

export async function insertSession(db: Database, session: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(session);
}

export async function findUserBySessionHash(
  db: Database,
  tokenHash: string,
): Promise<(UserRow & { sessionId: string }) | undefined> {
  const [row] = await db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row ? { ...row.user, sessionId: row.sessionId } : undefined;
}

export async function revokeSession(db: Database, sessionId: string) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Codes asked for since a moment, with the oldest one's time (when the window frees up). */
export async function recentCodes(
  db: Database,
  filter: { email?: string; requestedBy: string },
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginCodes.createdAt) })
    .from(loginCodes)
    .where(
      and(
        filter.email === undefined ? undefined : eq(loginCodes.email, filter.email),
        eq(loginCodes.requestedBy, filter.requestedBy),
        gt(loginCodes.createdAt, since),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

export async function insertLoginCode(db: Database, code: typeof loginCodes.$inferInsert) {
  await db.insert(loginCodes).values(code);
}

/** The newest code for an e-mail that is still usable: not used, not expired. */
export async function findActiveCode(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(loginCodes)
    .where(
      and(
        eq(loginCodes.email, email),
        isNull(loginCodes.consumedAt),
        gt(loginCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(loginCodes.createdAt))
    .limit(1);
  return row;
}

/** Counts a guess atomically; returns the attempts so far, or null when the code was used meanwhile. */
export async function recordGuess(db: Database, id: string): Promise<number | null> {
  const [row] = await db
    .update(loginCodes)
    .set({ attempts: sql`${loginCodes.attempts} + 1` })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
    .returning({ attempts: loginCodes.attempts });
  return row?.attempts ?? null;
}

/** Single use: only the first of two concurrent correct guesses consumes the code. */
export async function consumeCode(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(loginCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(loginCodes.id, id), isNull(loginCodes.consumedAt)))
    .returning({ id: loginCodes.id });
  return rows.length === 1;
}
