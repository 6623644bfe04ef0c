import {
  CancelLineParamsSchema,
  CancelLineResponseSchema,
  EPassListQuerySchema,
  EPassListResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../modules/accounts/auth';
import { errorResponses } from '../../plugins/error-responses';
import type { AirportPasses } from './airport-passes';

/** The traveller's e-passes and their cancellation (issue 12). */
export const loungePassRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  passes: AirportPasses;
}> = async (app, { auth, passes }) => {
  app.get(
    '/dragonpass/epass/all',
    {
      schema: {
        tags: ['lounges'],
        summary:
          "The signed-in traveller's lounge and fast-track e-passes (nobody else's), with QR tokens",
        querystring: EPassListQuerySchema,
        response: { 200: EPassListResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      // A pass is a ticket: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const list = await passes.list(user.id, request.query.module);
      return { data: { passes: list }, count: list.length };
    },
  );

  app.post(
    '/orders/:orderId/lines/:lineId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Cancel a lounge or fast-track line: free until 24 h before the slot in the airport time zone (the line is refunded through the order gateway, its e-pass void); later 409 CANCELLATION_CLOSED; repeated calls refund once (accepts Idempotency-Key)',
        params: CancelLineParamsSchema,
        response: {
          200: CancelLineResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 503),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { orderId, lineId } = request.params;
      return { data: await passes.cancel(user.id, orderId, lineId) };
    },
  );
};
