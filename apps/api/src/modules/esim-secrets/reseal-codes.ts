import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { enqueueJob } from '../../jobs/queue';
import type { JobHandler, JobRow } from '../../jobs/runner';
import type { EsimCodes } from './esim-codes';
import { SealedTextError } from './sealed-text';

export const RESEAL_ESIM_CODES = 'reseal-esim-codes';
/** Rows per query and queries per run: a run stays well inside a job lease (30 s). */
const BATCH_ROWS = 100;
const BATCHES_PER_RUN = 10;

interface StoredCode {
  id: string;
  iccid: string;
  matching_id: string;
}

/** Rows whose code is legacy plain text or sealed under another key than the current one. */
const notCurrent = (codes: EsimCodes) => sql`not starts_with(matching_id, ${codes.currentPrefix})`;

/**
 * At start-up, when some code is not sealed under the current key (rows from before sealing, or
 * an older key after a rotation), queue a walk over esim_profiles. Keyed by this start: a process
 * started after the last old-version process stopped walks again (docs/deploy.md, rotation).
 */
export async function scheduleCodeResealing(
  db: Database,
  codes: EsimCodes,
  now = new Date(),
): Promise<void> {
  const [stale] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from esim_profiles where ${notCurrent(codes)}) as found`,
  );
  if (stale?.found)
    await enqueueJob(db, {
      kind: RESEAL_ESIM_CODES,
      key: `${codes.currentKeyId}@${now.toISOString()}`,
    });
}

/**
 * Re-seals stale codes under the current key, in id order, BATCH_ROWS at a time; a long walk
 * goes on in a follow-up job from the last id seen. A code that does not open (its key was
 * removed, or it was altered) is logged by eSIM id and left as it is.
 */
export function resealCodesHandler(deps: {
  db: Database;
  codes: EsimCodes;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Smaller batches let a test walk past one run without thousands of rows. */
  batch?: { rows: number; perRun: number };
}): JobHandler {
  const { db, codes } = deps;
  const { rows: batchRows, perRun } = deps.batch ?? { rows: BATCH_ROWS, perRun: BATCHES_PER_RUN };

  async function reseal(row: StoredCode): Promise<boolean> {
    let code: string;
    try {
      code = codes.open({ iccid: row.iccid, matchingId: row.matching_id });
    } catch (error) {
      if (!(error instanceof SealedTextError)) throw error;
      deps.log?.warn(
        { esimId: row.id, reason: error.message },
        'eSIM activation code not re-sealed',
      );
      return false;
    }
    // Only if the value is still the one read: a reissue or another runner in between wins.
    // Compared by digest, so a failed query's logged parameters never hold a legacy code.
    const digest = createHash('sha256').update(row.matching_id, 'utf8').digest('hex');
    const updated = await queryRows<{ id: string }>(
      db,
      sql`update esim_profiles set matching_id = ${codes.seal(code, row.iccid)}
          where id = ${row.id} and encode(sha256(convert_to(matching_id, 'UTF8')), 'hex') = ${digest}
          returning id`,
    );
    return updated.length > 0;
  }

  return {
    async run(job: JobRow) {
      let after = typeof job.payload.after === 'string' ? job.payload.after : null;
      let resealed = 0;
      try {
        for (let batch = 0; batch < perRun; batch += 1) {
          const rows = await queryRows<StoredCode>(
            db,
            sql`select id, iccid, matching_id from esim_profiles
                where ${notCurrent(codes)} ${after ? sql`and id > ${after}` : sql``}
                order by id limit ${batchRows}`,
          );
          for (const row of rows) if (await reseal(row)) resealed += 1;
          if (rows.length < batchRows) return;
          after = rows.at(-1)!.id;
        }
        const walk = job.key.split('>')[0];
        await enqueueJob(db, {
          kind: RESEAL_ESIM_CODES,
          key: `${walk}>${after}`,
          payload: { after },
        });
      } finally {
        if (resealed > 0)
          deps.log?.info(
            { resealed, keyId: codes.currentKeyId },
            'eSIM activation codes re-sealed',
          );
      }
    },
  };
}
