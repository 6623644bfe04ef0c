import type { EsimAlert, EsimBundleState, EsimState, EsimUsage } from '@tern/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { esimAlerts, esimBundles, esimProfiles, orderLines } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import type { EsimProvider, EsimReading } from '../../providers/esim/esim-provider';
import { esimStateOf } from '../../providers/esim/usage-model';
import { type BundleNaming, bundleNameIn } from '../catalog/plan-names';

export const SEND_ESIM_ALERT = 'send-esim-alert';

const MINUTE = 60_000;
/**
 * How soon the usage job reads an eSIM again, by state: often while data is being used (the 80 %
 * alert should not trail the network's own delay by much), rarely while nothing can change fast;
 * never once it can no longer change.
 */
export const READ_AGAIN_MS: Record<EsimState, number | null> = {
  active: 30 * MINUTE,
  installed: 60 * MINUTE,
  not_installed: 6 * 60 * MINUTE,
  used_up: 6 * 60 * MINUTE,
  expired: null,
  voided: null,
};

/** A bundle's states only move forward; a stale or replayed figure never moves one back. */
const STATE_RANK: Record<EsimBundleState, number> = {
  queued: 0,
  active: 1,
  used_up: 2,
  expired: 3,
  revoked: 3,
};

type BundleRow = typeof esimBundles.$inferSelect;
export type ProfileRow = typeof esimProfiles.$inferSelect;

/** The alerts a bundle has reached now, highest first: only the highest new one is e-mailed. */
export function alertsDue(bundle: BundleRow, now: Date): EsimAlert[] {
  const due: EsimAlert[] = [];
  const metered = bundle.initialMb > 0 && bundle.remainingMb !== null && bundle.remainingMb >= 0;
  if (metered || bundle.state === 'used_up') {
    const used = bundle.state === 'used_up' ? 1 : 1 - bundle.remainingMb! / bundle.initialMb;
    if (used >= 1) due.push('used_100', 'used_80');
    else if (used >= 0.8) due.push('used_80');
  }
  const left = bundle.expiresAt ? bundle.expiresAt.getTime() - now.getTime() : null;
  if (bundle.state === 'active' && left !== null && left > 0 && left <= 24 * 60 * MINUTE)
    due.push('expires_soon');
  return due;
}

/**
 * Writes what the provider said of an eSIM (the usage job's read, or a callback), under the
 * profile's row lock so the job and a callback never interleave, and records each alert it
 * reached once: the alert row's primary key is the guard, and its e-mail job is queued in the
 * same transaction. Bundles the reading does not name (a top-up being added) keep their figures.
 */
export async function recordReading(
  db: Database,
  profileId: string,
  reading: EsimReading,
  now = new Date(),
): Promise<EsimState | null> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ status: esimProfiles.status, installedAt: esimProfiles.installedAt })
      .from(esimProfiles)
      .where(eq(esimProfiles.id, profileId))
      .for('update');
    if (!profile) return null;
    const rows = await tx
      .select()
      .from(esimBundles)
      .where(eq(esimBundles.profileId, profileId))
      .orderBy(asc(esimBundles.createdAt));
    const byLine = new Map(reading.bundles.map((b) => [b.lineId, b]));
    const updated: BundleRow[] = [];
    for (const row of rows) {
      const read = byLine.get(row.orderLineId);
      if (!read || STATE_RANK[read.state] < STATE_RANK[row.state]) {
        updated.push(row);
        continue;
      }
      const remainingMb =
        read.remainingMb < 0 || row.remainingMb === null || row.state !== read.state
          ? read.remainingMb
          : Math.min(row.remainingMb, read.remainingMb);
      const [next] = await tx
        .update(esimBundles)
        .set({
          state: read.state,
          remainingMb,
          startedAt: row.startedAt ?? read.startedAt,
          expiresAt: read.expiresAt ?? row.expiresAt,
        })
        .where(eq(esimBundles.id, row.id))
        .returning();
      updated.push(next!);
    }
    const voided = profile.status === 'voided' || reading.voided;
    const installed = reading.installed || profile.installedAt !== null;
    const state = voided
      ? 'voided'
      : esimStateOf({
          installed,
          voided,
          bundles: updated.map((b) => ({
            lineId: b.orderLineId,
            initialMb: b.initialMb,
            remainingMb: b.remainingMb ?? b.initialMb,
            state: b.state,
            startedAt: b.startedAt,
            expiresAt: b.expiresAt,
          })),
        });
    const again = READ_AGAIN_MS[state];
    await tx
      .update(esimProfiles)
      .set({
        status: state,
        usageReadAt: now,
        installedAt: profile.installedAt ?? (installed ? now : null),
        nextReadAt: again === null ? null : new Date(now.getTime() + again),
      })
      .where(eq(esimProfiles.id, profileId));
    if (state !== 'voided')
      for (const bundle of updated) await raiseAlerts(tx, bundle, alertsDue(bundle, now));
    return state;
  });
}

/** Records each alert once; e-mails the highest that is new (80 % and 100 % at once: only 100 %). */
async function raiseAlerts(tx: Database, bundle: BundleRow, due: EsimAlert[]): Promise<void> {
  if (due.length === 0) return;
  const fresh = await tx
    .insert(esimAlerts)
    .values(due.map((alert) => ({ bundleId: bundle.id, alert })))
    .onConflictDoNothing()
    .returning({ alert: esimAlerts.alert });
  const sent = new Set(fresh.map((f) => f.alert));
  const usage = due.find((a) => a !== 'expires_soon' && sent.has(a));
  for (const alert of [usage, sent.has('expires_soon') ? 'expires_soon' : undefined])
    if (alert)
      await enqueueJob(tx, { kind: SEND_ESIM_ALERT, key: `${bundle.id}:${alert}`, maxAttempts: 5 });
}

/** Reads one eSIM from its provider now and records it. */
export async function readEsim(
  db: Database,
  provider: EsimProvider,
  profile: Pick<ProfileRow, 'id' | 'iccid'>,
): Promise<EsimState | null> {
  return recordReading(db, profile.id, await provider.read(profile.iccid));
}

/**
 * An eSIM's usage as the pages show it: from the database, never from the provider. Its plans are
 * named in `naming.locale`, each after its own line's destination, else the eSIM's.
 */
export async function usageOf(
  db: Database,
  profile: ProfileRow,
  provider: Pick<EsimProvider, 'reissue'>,
  naming: BundleNaming,
): Promise<EsimUsage> {
  const rows = await db
    .select({
      bundle: esimBundles,
      orderId: orderLines.orderId,
      kind: orderLines.kind,
      snapshot: orderLines.snapshot,
    })
    .from(esimBundles)
    .innerJoin(orderLines, eq(orderLines.id, esimBundles.orderLineId))
    .where(eq(esimBundles.profileId, profile.id))
    .orderBy(asc(esimBundles.createdAt));
  const state = profile.status;
  const live = state !== 'voided' && state !== 'expired';
  return {
    iccid: profile.iccid,
    state,
    readAt: profile.usageReadAt?.toISOString() ?? null,
    bundles: rows.map(({ bundle, orderId, kind, snapshot }) => ({
      lineId: bundle.orderLineId,
      orderId,
      topUp: kind === 'esim_topup',
      name: bundle.name,
      localName: bundleNameIn(naming, bundle, snapshot),
      totalMb: bundle.initialMb,
      usedMb:
        bundle.initialMb >= 0 && bundle.remainingMb !== null && bundle.remainingMb >= 0
          ? bundle.initialMb - bundle.remainingMb
          : null,
      remainingMb: bundle.remainingMb,
      state: bundle.state,
      durationDays: bundle.durationDays,
      startedAt: bundle.startedAt?.toISOString() ?? null,
      expiresAt: bundle.expiresAt?.toISOString() ?? null,
    })),
    reissue: !provider.reissue
      ? { allowed: false, message: REISSUE_BY_SUPPORT, why: 'by_support' }
      : live
        ? { allowed: true, message: null, why: null }
        : state === 'voided'
          ? {
              allowed: false,
              message: 'This eSIM was refunded, so it cannot be issued again.',
              why: 'refunded',
            }
          : {
              allowed: false,
              message: 'Every plan on this eSIM has ended: buy a new eSIM or add a plan instead.',
              why: 'ended',
            },
    topUpsAllowed: state !== 'voided',
  };
}

/** What to do where the provider cannot re-issue an eSIM by itself. */
export const REISSUE_BY_SUPPORT =
  'This eSIM cannot be issued again from here. Write to help@tern.travel with its ICCID: we ask the network to release it and send you a new code, usually within a day.';

/** The profile that carries a line's eSIM (a plan's own, a ticket's free data). */
export async function profileById(db: Database, esimId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(esimProfiles).where(eq(esimProfiles.id, esimId));
  return row;
}

/** The profile with this ICCID, whoever owns it (the caller checks that). */
export async function profileByIccid(db: Database, iccid: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(esimProfiles).where(eq(esimProfiles.iccid, iccid));
  return row;
}

/** The bundle a line put on an eSIM, once it is there. */
export async function bundleOfLine(db: Database, lineId: string): Promise<BundleRow | undefined> {
  const [row] = await db.select().from(esimBundles).where(eq(esimBundles.orderLineId, lineId));
  return row;
}

/** The first bundle of a freshly delivered eSIM, in its delivery transaction; read soon after. */
export async function addBundle(
  tx: Database,
  profileId: string,
  lineId: string,
  plan: { name: string; dataAmount: number; duration: number },
): Promise<void> {
  await tx
    .insert(esimBundles)
    .values({
      profileId,
      orderLineId: lineId,
      name: plan.name,
      initialMb: plan.dataAmount,
      remainingMb: plan.dataAmount,
      durationDays: plan.duration,
      state: 'queued',
    })
    .onConflictDoNothing({ target: esimBundles.orderLineId });
  await tx
    .update(esimProfiles)
    .set({ nextReadAt: new Date() })
    .where(and(eq(esimProfiles.id, profileId), sql`${esimProfiles.status} <> 'voided'`));
}
