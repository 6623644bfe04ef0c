import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler } from '../../jobs/runner';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import { readEsim } from './usage-store';

export const READ_ESIM_USAGE = 'read-esim-usage';

/**
 * The usage job's pace, whatever the number of eSIMs: one sweep a minute reads at most
 * READS_PER_SWEEP eSIMs that are due, READ_CONCURRENCY at a time, so the provider sees at most
 * 60 reads a minute (1 a second). Due eSIMs wait their turn, oldest first (see READ_AGAIN_MS).
 */
export const SWEEP_EVERY_MS = 60_000;
export const READS_PER_SWEEP = 60;
const READ_CONCURRENCY = 4;

/** One job per minute slot, so every process that schedules it names the same one. */
const slotKey = (at: number) => `slot:${Math.floor(at / SWEEP_EVERY_MS)}`;

export function scheduleUsageSweep(db: Database, at: number): Promise<void> {
  const slot = Math.floor(at / SWEEP_EVERY_MS) * SWEEP_EVERY_MS;
  return enqueueJob(db, {
    kind: READ_ESIM_USAGE,
    key: slotKey(slot),
    runAt: new Date(Math.max(slot, Date.now())),
    // Each run queues the next first; retried for about an hour so an outage does not end it.
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
  log?: { warn(obj: object, msg: string): void };
}): JobHandler {
  const { db, provider } = deps;
  return {
    async run() {
      await scheduleUsageSweep(db, Date.now() + SWEEP_EVERY_MS);
      const due = await queryRows<{ id: string; iccid: string }>(
        db,
        sql`select id, iccid from esim_profiles
            where next_read_at is not null and next_read_at <= now()
            order by next_read_at limit ${READS_PER_SWEEP}`,
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
