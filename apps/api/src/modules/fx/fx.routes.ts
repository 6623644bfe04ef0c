import {
  ErrorEnvelopeSchema,
  FxConvertQuerySchema,
  FxConvertResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FxService } from './fx.service';

export const fxRoutes: FastifyPluginAsyncZod<{ fx: FxService }> = async (app, { fx }) => {
  app.get(
    '/fx/convert',
    {
      schema: {
        tags: ['utilities'],
        summary: 'Convert an amount between two currencies at the newest rates held',
        querystring: FxConvertQuerySchema,
        response: {
          200: FxConvertResponseSchema,
          400: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { from, to, amount } = request.query;
      return { data: await fx.convert(from, to, amount) };
    },
  );
};
