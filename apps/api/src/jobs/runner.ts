import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';

export interface JobRow {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/** Thrown by a handler that must wait (no stock yet): rescheduled without using up an attempt. */
export class RetryLater extends Error {
  constructor(
    readonly delayMs: number,
    reason: string,
  ) {
    super(reason);
  }
}

export interface JobHandler {
  run(job: JobRow): Promise<void>;
  /** Called once when the last attempt failed: the place for an honest fallback. */
  onDead?(job: JobRow, error: unknown): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  /** A claimed job not finished within this time is taken over (its process died). */
  leaseMs?: number;
  pollMs?: number;
  batchSize?: number;
  log?: { error(obj: object, msg: string): void };
}

/** 1 s, 2 s, 4 s … capped at 5 minutes, with ±20% jitter so retries do not arrive in step. */
export function backoffMs(attempt: number): number {
  const base = Math.min(1000 * 2 ** (attempt - 1), 300_000);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

export function createJobRunner(options: JobRunnerOptions) {
  const { db, handlers } = options;
  const leaseMs = options.leaseMs ?? 30_000;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  /** Claims due jobs, and jobs whose lease ran out, without blocking other runners. */
  async function claim(): Promise<JobRow[]> {
    return queryRows<JobRow>(
      db,
      sql`update jobs set status = 'running', attempts = attempts + 1,
            locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
          where id in (
            select id from jobs
            where (status = 'queued' and run_at <= now())
               or (status = 'running' and locked_until < now())
            order by run_at
            limit ${batchSize}
            for update skip locked)
          returning id, kind, key, payload, attempts, max_attempts`,
    );
  }

  async function finish(job: JobRow, error?: unknown): Promise<void> {
    if (error === undefined) {
      await db.execute(
        sql`update jobs set status = 'done', locked_until = null, last_error = null, updated_at = now() where id = ${job.id}`,
      );
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof RetryLater) {
      await db.execute(sql`update jobs set status = 'queued', attempts = attempts - 1, locked_until = null,
        run_at = now() + ${`${error.delayMs} milliseconds`}::interval, last_error = ${message}, updated_at = now() where id = ${job.id}`);
      return;
    }
    if (job.attempts >= job.max_attempts) {
      await db.execute(
        sql`update jobs set status = 'dead', locked_until = null, last_error = ${message}, updated_at = now() where id = ${job.id}`,
      );
      await handlers[job.kind]?.onDead?.(job, error);
      return;
    }
    await db.execute(sql`update jobs set status = 'queued', locked_until = null,
      run_at = now() + ${`${backoffMs(job.attempts)} milliseconds`}::interval, last_error = ${message}, updated_at = now() where id = ${job.id}`);
  }

  async function runJob(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler.run(job);
      await finish(job);
    } catch (error) {
      if (!(error instanceof RetryLater))
        options.log?.error({ err: error, job: job.kind, key: job.key }, 'job failed');
      await finish(job, error);
    }
  }

  /** Runs every job that is due now; resolves with how many ran. */
  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return total;
      await Promise.all(batch.map(runJob));
      total += batch.length;
    }
  }

  function tick() {
    if (stopped || running) return;
    running = runDue()
      .catch((error: unknown) => {
        options.log?.error({ err: error }, 'job polling failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(tick, options.pollMs ?? 500);
      });
  }

  /** Claims one job by kind and key if it is queued and nobody holds it. */
  async function claimOne(kind: string, key: string): Promise<JobRow | undefined> {
    const [job] = await queryRows<JobRow>(
      db,
      sql`update jobs set status = 'running', attempts = attempts + 1,
            locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
          where id = (
            select id from jobs where kind = ${kind} and key = ${key} and status = 'queued'
            for update skip locked)
          returning id, kind, key, payload, attempts, max_attempts`,
    );
    return job;
  }

  return {
    runDue,
    /**
     * Runs one queued job now, in this request, when its result is wanted in the answer (a
     * cancel's refund); a job another runner holds, or already ran, is left alone.
     */
    async runNow(kind: string, key: string): Promise<void> {
      const job = await claimOne(kind, key);
      if (job) await runJob(job);
    },
    /** A job was just enqueued in this process: look now instead of at the next poll. */
    wake() {
      if (!stopped && !running) {
        clearTimeout(timer);
        tick();
      }
    },
    start() {
      stopped = false;
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
