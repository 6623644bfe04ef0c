import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';
import { type Page, paged } from './route-parts';

/** Who did it: a signed-in admin, or the command line and the start-up list (no account). */
export interface AuditActor {
  id: string | null;
  email: string;
}

/** The start-up list and the command line, as the audit log names them. */
export const ADMIN_EMAILS_ACTOR: AuditActor = { id: null, email: 'config:ADMIN_EMAILS' };

export type AuditAction =
  | 'coupon.create'
  | 'coupon.batch'
  | 'coupon.pause'
  | 'coupon.resume'
  | 'partner.create'
  | 'partner.update'
  | 'order.refund_line'
  | 'role.grant'
  | 'role.revoke';

/**
 * One row per back-office change, written with the change in its transaction (`tx`), so the log
 * never names a change that did not happen nor misses one that did. Details carry no secrets.
 */
export async function writeAudit(
  tx: Database,
  actor: AuditActor,
  entry: { action: AuditAction; target: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    target: entry.target,
    details: entry.details ?? {},
  });
}

/** Newest first. */
export async function listAudit(db: Database, page: Page) {
  const { rows, count: n } = await paged(
    page,
    (limit, offset) =>
      db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(auditLog),
  );
  return {
    entries: rows.map((row) => ({
      id: String(row.id),
      actorEmail: row.actorEmail,
      action: row.action,
      target: row.target,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    count: n,
  };
}
