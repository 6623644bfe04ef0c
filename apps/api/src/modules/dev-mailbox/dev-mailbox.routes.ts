import {
  OutboxListQuerySchema,
  OutboxListResponseSchema,
  OutboxMessageResponseSchema,
  OutboxParamsSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { ApiError } from '../../plugins/errors';
import { listOutbox, readOutboxMessage } from './outbox-reader';

/**
 * Read-only view of the mail outbox for the web's /dev/mailbox page, so a local shopper can read
 * their sign-in code and receipt. app.ts registers it only when config.devMailbox is true (mail
 * is not really sent and the shop is not on HTTPS); everywhere else these paths are a plain 404.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  // Mail holds sign-in codes: never let a shared cache keep a copy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/dev/outbox',
    {
      schema: {
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
