import {
  BundlesResponseSchema,
  EsimParamsSchema,
  EsimsQuerySchema,
  EsimUsageResponseSchema,
  OrderedEsimsResponseSchema,
  type OrderLineKind,
  ReissueEsimResponseSchema,
  TopUpOffersQuerySchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Auth } from '../../modules/accounts/auth';
import { toBundle } from '../../modules/catalog/catalog.mappers';
import type { CatalogueStore } from '../../modules/catalog/catalog.store';
import { priceContext } from '../../modules/catalog/pricing';
import type { EsimCodes } from '../../modules/esim-secrets/esim-codes';
import { usageOf } from '../../modules/esim-usage/usage-store';
import { errorResponses } from '../../plugins/error-responses';
import type { EsimProvider } from '../../providers/esim/esim-provider';
import { compatibleBundles, ownedEsim } from '../esim-topup/esim-topup-kind';
import type { OrderReader } from '../product-kind';
import { reissueEsim } from './esim-delivery';
import { type EsimPlanOf, listOrderedEsims } from './esim-history';

export const esimPlanRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  store: CatalogueStore;
  provider: EsimProvider;
  /** Seals the new activation code of a reissued eSIM. */
  codes: EsimCodes;
  orders: OrderReader;
  /** Each kind whose lines deliver an eSIM, with the plan it delivers. */
  plans: Partial<Record<OrderLineKind, EsimPlanOf>>;
}> = async (app, { auth, store, provider, codes, ...history }) => {
  app.get(
    '/esims',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Order history: the traveller’s eSIMs, each with its state and data used and left per plan as last read (networks report usage up to 2 hours late)',
        querystring: EsimsQuerySchema,
        response: { 200: OrderedEsimsResponseSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const esims = await listOrderedEsims(history, user.id, request.query.locale);
      return { data: { esims }, count: esims.length };
    },
  );

  app.get(
    '/esims/:iccid/usage',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The eSIM’s state and, per plan, data used and left as the usage job last read it (never the provider, from a request; networks report usage up to 2 hours late). Another traveller’s eSIM: 404',
        params: EsimParamsSchema,
        querystring: EsimsQuerySchema,
        response: { 200: EsimUsageResponseSchema, ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const esim = await ownedEsim(history, user.id, request.params.iccid);
      const naming = { locale: request.query.locale, destination: esim.plan.destination };
      return { data: await usageOf(history.db, esim.profile, provider, naming) };
    },
  );

  app.get(
    '/esims/:iccid/topups',
    {
      schema: {
        tags: ['orders'],
        summary:
          'The plans that can be added to this eSIM (its country’s, or a region covering it), priced in the currency asked; buy one as an esim_topup line `{ kind, iccid, bundleId }`. Another traveller’s eSIM: 404',
        params: EsimParamsSchema,
        querystring: TopUpOffersQuerySchema,
        response: { 200: BundlesResponseSchema, ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const esim = await ownedEsim(history, user.id, request.params.iccid);
      const catalogue = await store.snapshot();
      const prices = priceContext(catalogue, request.site, request.query.currency);
      const bundles =
        esim.profile.status === 'voided'
          ? []
          : compatibleBundles(catalogue, esim.plan).map((b) =>
              toBundle(b, catalogue, prices, request.query.locale),
            );
      return { data: { bundles }, count: bundles.length };
    },
  );

  app.post(
    '/esims/:iccid/reissue',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Issue a lost or deleted eSIM again (a new activation code for the same eSIM and plans) where its provider allows it; 409 REISSUE_NOT_POSSIBLE says what to do otherwise',
        params: EsimParamsSchema,
        response: {
          200: ReissueEsimResponseSchema,
          ...errorResponses(400, 401, 404, 409, 429, 503),
        },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const esim = await ownedEsim(history, user.id, request.params.iccid);
      const reissuedAt = await reissueEsim(history.db, provider, esim.profile, codes);
      return { data: { orderId: esim.orderId, reissuedAt: reissuedAt.toISOString() } };
    },
  );
};
