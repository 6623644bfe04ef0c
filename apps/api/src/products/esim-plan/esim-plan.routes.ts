import { OrderedEsimsResponseSchema, type OrderLineKind } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Auth } from '../../modules/accounts/auth';
import { errorResponses } from '../../plugins/error-responses';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import type { OrderReader } from '../product-kind';
import { type EsimPlanOf, listOrderedEsims } from './esim-history';

export const esimPlanRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  provider: EsimProvider;
  orders: OrderReader;
  /** Each kind whose lines deliver an eSIM, with the plan it delivers. */
  plans: Partial<Record<OrderLineKind, EsimPlanOf>>;
}> = async (app, { auth, ...history }) => {
  app.get(
    '/esims',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order history: the traveller’s eSIMs with remaining data',
        response: { 200: OrderedEsimsResponseSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const esims = await listOrderedEsims(history, user.id);
      return { data: { esims }, count: esims.length };
    },
  );
};
