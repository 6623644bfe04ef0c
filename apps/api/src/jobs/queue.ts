import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export interface EnqueueInput {
  kind: string;
  /** Business key (an order id): a second enqueue with the same kind and key is a no-op. */
  key: string;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
  runAt?: Date;
}

/**
 * Adds a job, normally inside the transaction that made it necessary (transactional outbox):
 * either the state change and its job are both stored, or neither is.
 */
export async function enqueueJob(db: Database, input: EnqueueInput): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: input.kind,
      key: input.key,
      payload: input.payload ?? {},
      status: 'queued',
      maxAttempts: input.maxAttempts ?? 8,
      runAt: input.runAt ?? new Date(),
    })
    .onConflictDoNothing({ target: [jobs.kind, jobs.key] });
}

/** How long a start-up job that could not be queued (the database was down) waits to try again. */
const START_RETRY_MS = 30_000;

/**
 * Queues a recurring job's first run as the app gets ready, without failing the start: while the
 * database is down the API starts (and answers 503), and the job is queued once it answers.
 */
export function scheduleAtStart(
  app: FastifyInstance,
  name: string,
  schedule: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const attempt = async (): Promise<void> => {
    try {
      await schedule();
    } catch (error) {
      if (closed) return;
      app.log.warn({ err: error, job: name }, 'could not queue a start-up job; trying again');
      timer = setTimeout(() => void attempt(), START_RETRY_MS).unref();
    }
  };
  app.addHook('onReady', attempt);
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
