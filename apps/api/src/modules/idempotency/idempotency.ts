import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { ApiError } from '../../plugins/errors';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** How long a duplicate waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;

export interface IdempotentCall<T> {
  scope: string;
  route: string;
  key: string | undefined;
  body: unknown;
  run: () => Promise<{ statusCode: number; body: T }>;
}

function hashBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/**
 * Runs `run` once per (scope, route, Idempotency-Key): the first answer is stored and every
 * retry with the same key and body gets it back; the same key with another body is a 422.
 * The key row is claimed before the work starts, so a burst of retries produces one order.
 */
export async function idempotent<T>(
  db: Database,
  call: IdempotentCall<T>,
): Promise<{ statusCode: number; body: T }> {
  if (call.key === undefined) return call.run();
  if (!KEY_PATTERN.test(call.key)) {
    throw new ApiError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      'Idempotency-Key must be 8 to 128 letters, digits, dots, colons, dashes or underscores.',
    );
  }
  const requestHash = hashBody(call.body);
  const id = { scope: call.scope, route: call.route, key: call.key };
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ ...id, requestHash })
    .onConflictDoNothing()
    .returning();

  if (claimed.length === 1) {
    try {
      const result = await call.run();
      await db
        .update(idempotencyKeys)
        .set({ statusCode: result.statusCode, responseBody: result.body as object })
        .where(keyIs(id));
      return result;
    } catch (error) {
      // A client error is the answer to this request and is replayed; anything else may be retried.
      if (error instanceof ApiError && error.statusCode < 500) {
        await db
          .update(idempotencyKeys)
          .set({
            statusCode: error.statusCode,
            responseBody: { error: { code: error.code, message: error.message } },
          })
          .where(keyIs(id));
      } else {
        await db.delete(idempotencyKeys).where(keyIs(id));
      }
      throw error;
    }
  }
  return replay<T>(db, id, requestHash);
}

function keyIs(id: { scope: string; route: string; key: string }) {
  return and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );
}

async function replay<T>(
  db: Database,
  id: { scope: string; route: string; key: string },
  requestHash: string,
) {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(keyIs(id));
    if (!row)
      throw new ApiError(
        409,
        'IDEMPOTENT_REQUEST_FAILED',
        'The first request with this Idempotency-Key failed; send it again.',
      );
    if (row.requestHash !== requestHash) {
      throw new ApiError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request body.',
      );
    }
    if (row.statusCode !== null) {
      const stored = row.responseBody as { error?: { code: string; message: string } };
      if (row.statusCode >= 400 && stored.error)
        throw new ApiError(row.statusCode, stored.error.code, stored.error.message);
      return { statusCode: row.statusCode, body: row.responseBody as T };
    }
    if (Date.now() > deadline) {
      throw new ApiError(
        409,
        'IDEMPOTENT_REQUEST_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
