import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { ApiError } from './errors';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
/** How long a duplicate waits for the first request with its key to finish. */
const WAIT_FOR_FIRST_MS = 10_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts Idempotency-Key. `fingerprint` picks what of the body identifies the
     * request (a card number must not be stored whole).
     */
    idempotent?: true | { fingerprint: (body: unknown) => unknown };
  }
  interface FastifyRequest {
    idempotencyClaim?: KeyId;
  }
}

interface KeyId {
  scope: string;
  route: string;
  key: string;
}

const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

function keyIs(id: KeyId) {
  return and(
    eq(idempotencyKeys.scope, id.scope),
    eq(idempotencyKeys.route, id.route),
    eq(idempotencyKeys.key, id.key),
  );
}

/**
 * Idempotency-Key for every route whose config says `idempotent`: the first answer to a
 * (caller, route, key) is stored and every retry with the same key and body gets it back; the
 * same key with another body is a 422. The key row is claimed before the handler runs, so a
 * burst of retries produces one order. `scopeOf` names the caller (and may refuse with 401).
 */
export function registerIdempotency(
  app: FastifyInstance,
  options: { db: Database; scopeOf: (request: FastifyRequest) => Promise<string> },
): void {
  const { db } = options;
  app.decorateRequest('idempotencyClaim', undefined);

  app.addHook('preHandler', async (request, reply) => {
    const option = request.routeOptions.config.idempotent;
    const key = request.headers['idempotency-key'];
    if (!option || typeof key !== 'string') return;
    if (!KEY_PATTERN.test(key))
      throw new ApiError(
        400,
        'INVALID_IDEMPOTENCY_KEY',
        'Idempotency-Key must be 8 to 128 letters, digits, dots, colons, dashes or underscores.',
      );
    const id = {
      scope: await options.scopeOf(request),
      route: `${request.method} ${request.url.split('?')[0]}`,
      key,
    };
    const body = option === true ? request.body : option.fingerprint(request.body);
    const requestHash = hashOf(body);
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ ...id, requestHash })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 1) {
      request.idempotencyClaim = id;
      return;
    }
    return replay(db, id, requestHash, reply);
  });

  // The answer, success or client error, is stored for the retries; a 5xx frees the key.
  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotencyClaim;
    if (!id) return payload;
    request.idempotencyClaim = undefined;
    // Only JSON answers can be replayed; anything else (or a 5xx) lets the next try run anew.
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(keyIs(id));
      return payload;
    }
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, responseBody: JSON.parse(payload) })
      .where(keyIs(id));
    return payload;
  });
}

async function replay(db: Database, id: KeyId, requestHash: string, reply: FastifyReply) {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(keyIs(id));
    if (!row)
      throw new ApiError(
        409,
        'IDEMPOTENT_REQUEST_FAILED',
        'The first request with this Idempotency-Key failed; send it again.',
      );
    if (row.requestHash !== requestHash)
      throw new ApiError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was already used with a different request body.',
      );
    if (row.statusCode !== null) return reply.code(row.statusCode).send(row.responseBody);
    if (Date.now() > deadline)
      throw new ApiError(
        409,
        'IDEMPOTENT_REQUEST_IN_PROGRESS',
        'A request with this Idempotency-Key is still being processed.',
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
