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
