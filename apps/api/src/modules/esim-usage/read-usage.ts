import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import { readEsim } from './usage-store';

export const READ_ESIM_USAGE = 'read-esim-usage';

/**
 * The usage job's pace, whatever the number of eSIMs: one sweep every USAGE_POLL_SECONDS reads
 * at most its share of USAGE_READS_PER_MINUTE eSIMs that are due, READ_CONCURRENCY at a time,
 * so a shorter period never raises the provider's load (60 a minute, 1 a second, by default).
 * Due eSIMs wait their turn, oldest first (see READ_AGAIN_MS).
 */
export function readsPerSweep(everyMs: number, readsPerMinute: number): number {
  return Math.max(1, Math.floor((readsPerMinute * everyMs) / 60_000));
}
const READ_CONCURRENCY = 4;

/**
 * One job per sweep slot, so every process that schedules it names the same one. The key names
 * the period too: a slot number means nothing under another USAGE_POLL_SECONDS.
 */
const slotKey = (slot: number, everyMs: number) => `slot:${everyMs}:${slot}`;

export function scheduleUsageSweep(db: Database, at: number, everyMs: number): Promise<void> {
  const slot = Math.floor(at / everyMs);
  return enqueueJob(db, {
    kind: READ_ESIM_USAGE,
    key: slotKey(slot, everyMs),
    runAt: new Date(Math.max(slot * everyMs, Date.now())),
    // Each run queues the next first; retried for a while so an outage does not end it.
    maxAttempts: 20,
  });
}

/**
 * Reads the eSIMs that are due and schedules the next sweep first, so a crash mid-sweep never
 * ends the chain. An eSIM whose read fails is tried at the next sweep; the others carry on.
 */
export function readUsageHandler(deps: {
  db: Database;
  provider: EsimProvider;
  /** The sweep period (config.usagePollMs). */
  everyMs: number;
  /** The provider budget (config.usageReadsPerMinute). */
  readsPerMinute: number;
  log?: { warn(obj: object, msg: string): void };
}): JobHandler {
  const { db, provider, everyMs } = deps;
  const limit = readsPerSweep(everyMs, deps.readsPerMinute);
  return {
    async run(job) {
      // The slot after this one's, even when this one was run early (its key names its slot).
      const [, every, slot] = job.key.split(':').map(Number);
      const after = every === everyMs && slot !== undefined ? (slot + 1) * everyMs : 0;
      await scheduleUsageSweep(db, Math.max(Date.now() + everyMs, after), everyMs);
      const due = await queryRows<{ id: string; iccid: string }>(
        db,
        sql`select id, iccid from esim_profiles
            where next_read_at is not null and next_read_at <= now()
            order by next_read_at limit ${limit}`,
      );
      for (let i = 0; i < due.length; i += READ_CONCURRENCY)
        await Promise.all(
          due.slice(i, i + READ_CONCURRENCY).map((profile) =>
            readEsim(db, provider, profile).catch(async (error: unknown) => {
              deps.log?.warn({ err: error, esimId: profile.id }, 'eSIM usage read failed');
              // Back off this one eSIM for a sweep or two, so it does not block the queue head.
              await db.execute(
                sql`update esim_profiles set next_read_at = now() + interval '5 minutes' where id = ${profile.id}`,
              );
            }),
          ),
        );
    },
  };
}
