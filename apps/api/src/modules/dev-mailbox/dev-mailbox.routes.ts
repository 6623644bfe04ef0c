import {
  OutboxListQuerySchema,
  OutboxListResponseSchema,
  OutboxMessageResponseSchema,
  OutboxParamsSchema,
} from '@tern/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { ApiError } from '../../plugins/errors';
import { listOutbox, readOutboxMessage } from './outbox-reader';

/**
 * Read-only view of the mail outbox for the web's /dev/mailbox page, so a local shopper can read
 * their sign-in code and receipt. Registered only when config.devMailbox is true (mail is not
 * really sent and the shop is served on this machine); everywhere else these paths are a 404.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  // The outbox holds sign-in codes and activation codes: only a visitor on this machine may read
  // it. Not the TCP peer: on one machine that is the web server, for every visitor it forwards
  // (issue 21: /api/v1/%64ev/outbox read every code). The client the web server proved it
  // forwards (plugins/client-address.ts) must be loopback, and a forwarding claim no one proved
  // closes it.
  app.addHook('onRequest', localVisitorsOnly);

  // Mail holds sign-in codes: never let a shared cache keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
        // Not part of the public API: never listed in the OpenAPI description.
        hide: true,
        tags: ['dev'],
        summary: 'Local development only: e-mails written to the outbox, newest first',
        querystring: OutboxListQuerySchema,
        response: { 200: OutboxListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { messages, count } = await listOutbox(outboxDir, request.query.limit);
      return { data: messages, count };
    },
  );

  app.get(
    '/dev/outbox/:id',
    {
      schema: {
        // Not part of the public API: never listed in the OpenAPI description.
        hide: true,
        tags: ['dev'],
        summary: 'Local development only: one outbox e-mail with its body and inline images',
        params: OutboxParamsSchema,
        response: { 200: OutboxMessageResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const message = await readOutboxMessage(outboxDir, request.params.id);
      if (!message) throw new ApiError(404, 'NOT_FOUND', 'No such message in the outbox');
      return { data: message };
    },
  );
};

/** A dev-only route answers a visitor on this machine only; anyone else finds no route (404). */
export async function localVisitorsOnly(request: FastifyRequest): Promise<void> {
  if (!request.clientAddressTrusted || !isLoopback(request.ip))
    throw new ApiError(
      404,
      'NOT_FOUND',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
}

/** 127.0.0.0/8, ::1, and IPv4 loopback seen through an IPv6 socket. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
