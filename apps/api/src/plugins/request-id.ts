import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's (or the proxy's) request id when it looks sane, else makes one. */
export function generateRequestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}

/** Every response says which request it answers, so a support ticket can quote it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
