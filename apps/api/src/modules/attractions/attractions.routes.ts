import {
  AttractionAvailabilityQuerySchema,
  AttractionAvailabilityResponseSchema,
  AttractionCountriesQuerySchema,
  AttractionCountriesResponseSchema,
  AttractionDetailsQuerySchema,
  AttractionDetailsResponseSchema,
  AttractionParamsSchema,
  AttractionQuoteBodySchema,
  AttractionQuoteResponseSchema,
  AttractionsQuerySchema,
  AttractionsResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { sendCatalogueResponse } from '../catalog/catalog.responses';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { AttractionsService } from './attractions.service';

const tags = ['attractions'];

/**
 * Attractions and tours: the listing (spec §7 "Attraction products"), a page, days and totals.
 * What depends only on the catalogue is serialised once per distinct request (see
 * catalog.responses.ts); days and totals depend on places held, so they are computed each time.
 */
export const attractionsRoutes: FastifyPluginAsyncZod<{
  attractions: AttractionsService;
  store: CatalogueStore;
}> = async (app, { attractions, store }) => {
  app.get(
    '/attractions/products',
    {
      schema: {
        tags,
        summary: 'Attractions and tours with free data, popular first; search, filter, sort, page',
        querystring: AttractionsQuerySchema,
        response: { 200: AttractionsResponseSchema, ...errorResponses(400, 503) },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(store, request, reply, AttractionsResponseSchema, () =>
        attractions.products(request.site, request.query),
      ),
  );

  app.get(
    '/attractions/countries',
    {
      schema: {
        tags,
        summary: 'The countries that have attractions, for the listing filter',
        querystring: AttractionCountriesQuerySchema,
        response: { 200: AttractionCountriesResponseSchema, ...errorResponses(400, 503) },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(store, request, reply, AttractionCountriesResponseSchema, () =>
        attractions.countries(request.query.locale),
      ),
  );

  app.get(
    '/attractions/:attractionId',
    {
      schema: {
        tags,
        summary: 'Everything about one attraction, prices in the caller currency',
        params: AttractionParamsSchema,
        querystring: AttractionDetailsQuerySchema,
        response: { 200: AttractionDetailsResponseSchema, ...errorResponses(400, 404, 503) },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(store, request, reply, AttractionDetailsResponseSchema, async () => {
        const { site, params, query } = request;
        return {
          data: await attractions.details(site, params.attractionId, query.locale, query.currency),
        };
      }),
  );

  app.get(
    '/attractions/:attractionId/availability',
    {
      schema: {
        tags,
        summary: 'Each local day open, sold out or closed, with its start times and places left',
        params: AttractionParamsSchema,
        querystring: AttractionAvailabilityQuerySchema,
        response: { 200: AttractionAvailabilityResponseSchema, ...errorResponses(400, 404, 503) },
      },
    },
    ({ params, query }) => attractions.availability(params.attractionId, query.from, query.to),
  );

  app.post(
    '/attractions/:attractionId/quote',
    {
      schema: {
        tags,
        summary: 'The total an order would charge for these tickets now, and the places left',
        params: AttractionParamsSchema,
        body: AttractionQuoteBodySchema,
        response: {
          200: AttractionQuoteResponseSchema,
          ...errorResponses(400, 404, 409, 422, 503),
        },
      },
    },
    async ({ site, params, body }) => ({
      data: await attractions.quote(site, params.attractionId, body),
    }),
  );
};
