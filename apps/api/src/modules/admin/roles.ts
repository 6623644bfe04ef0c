import type { Role } from '@tern/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { upsertAccount } from '../accounts/accounts.repository';
import { ADMIN_EMAILS_ACTOR, type AuditActor, writeAudit } from './audit';

/** What a role change did, in words the command line prints. */
export interface RoleChange {
  email: string;
  role: Role;
  /** false: the account already had the role (nothing written, nothing audited). */
  changed: boolean;
  /** false only when taking the role from an e-mail that has no account. */
  found: boolean;
}

/**
 * Gives an e-mail's account the role, or takes admin away (back to traveller). Granting creates the
 * verified account if the e-mail has none yet (never a guest row: guests are not signed in with a
 * code), so the owner can sign in with the e-mailed code and find the back office. The conditional
 * update decides races (two API processes starting with the same ADMIN_EMAILS): one audit row.
 */
export function setRole(
  db: Database,
  email: string,
  role: Role,
  actor: AuditActor,
): Promise<RoleChange> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const account =
      role === 'admin'
        ? await upsertAccount(tx, email)
        : (
            await tx
              .select()
              .from(users)
              .where(and(eq(users.email, email), eq(users.isGuest, false)))
          )[0];
    if (!account) return { email, role, changed: false, found: false };
    const updated = await tx
      .update(users)
      .set({ role })
      .where(and(eq(users.id, account.id), ne(users.role, role)))
      .returning({ id: users.id });
    const changed = updated.length === 1;
    if (changed)
      await writeAudit(tx, actor, {
        action: role === 'admin' ? 'role.grant' : 'role.revoke',
        target: `user:${email}`,
        details: { userId: account.id },
      });
    return { email, role, changed, found: true };
  });
}

/** The accounts that run the back office. */
export async function listAdmins(db: Database): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isGuest, false)))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

/** ADMIN_EMAILS at start: each becomes an admin (only a real change is written to the audit log). */
export async function applyAdminEmails(db: Database, emails: readonly string[]): Promise<void> {
  for (const email of emails) await setRole(db, email, 'admin', ADMIN_EMAILS_ACTOR);
}
