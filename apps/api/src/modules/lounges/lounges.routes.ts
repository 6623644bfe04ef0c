import {
  CitiesQuerySchema,
  CitiesResponseSchema,
  PreorderSummaryBodySchema,
  PreorderSummaryResponseSchema,
  ResourceDetailsParamsSchema,
  ResourceDetailsQuerySchema,
  ResourceDetailsResponseSchema,
  ResourcesQuerySchema,
  ResourcesResponseSchema,
  TransportHubsQuerySchema,
  TransportHubsResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import type { LoungesService } from './lounges.service';

const errors = errorResponses(400, 404, 503);
const tags = ['lounges'];

/** Airport lounges (module 1) and fast-track (module 2), DragonPass-shaped (spec §7). */
export const loungesRoutes: FastifyPluginAsyncZod<{ lounges: LoungesService }> = async (
  app,
  { lounges },
) => {
  app.get(
    '/dragonpass/cities',
    {
      schema: {
        tags,
        summary: 'Cities with lounge or fast-track service, alphabetical, a page at a time',
        querystring: CitiesQuerySchema,
        response: { 200: CitiesResponseSchema, ...errors },
      },
    },
    ({ query }) => lounges.cities(query.module, query),
  );

  app.get(
    '/dragonpass/transportHubs',
    {
      schema: {
        tags,
        summary: "A city's airports with their coordinates and time zone",
        querystring: TransportHubsQuerySchema,
        response: { 200: TransportHubsResponseSchema, ...errors },
      },
    },
    ({ query }) => lounges.transportHubs(query.city, query),
  );

  app.get(
    '/dragonpass/resources',
    {
      schema: {
        tags,
        summary: "An airport's lounges or fast-track services",
        querystring: ResourcesQuerySchema,
        response: { 200: ResourcesResponseSchema, ...errors },
      },
    },
    ({ query }) => lounges.resources(query.transportHubId, query.module, query.search),
  );

  app.get(
    '/dragonpass/resourceDetails/:id',
    {
      schema: {
        tags,
        summary: 'Everything about one lounge or service, with prices in the caller currency',
        params: ResourceDetailsParamsSchema,
        querystring: ResourceDetailsQuerySchema,
        response: { 200: ResourceDetailsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await lounges.details(
        request.site,
        request.params.id,
        request.query.module,
        request.query.currency,
        request.query.locale,
      ),
    }),
  );

  app.post(
    '/dragonpass/preorder/summary',
    {
      schema: {
        tags,
        summary: 'Price and availability of a slot, with a signed quote valid for 15 minutes',
        body: PreorderSummaryBodySchema,
        response: { 200: PreorderSummaryResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await lounges.preorderSummary(request.site, request.body) }),
  );
};
