import { EPassListQuerySchema, EPassListResponseSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../modules/accounts/auth';
import { errorResponses } from '../../plugins/error-responses';
import type { AirportPasses } from './airport-passes';

/** The traveller's e-passes (a line's cancellation is the orders module's). */
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
};
