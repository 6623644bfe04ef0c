import {
  BundlesQuerySchema,
  BundlesResponseSchema,
  CatalogueQuerySchema,
  CountriesResponseSchema,
  DestinationParamsSchema,
  DestinationQuerySchema,
  DestinationResponseSchema,
  PopularBundlesQuerySchema,
  PopularBundlesResponseSchema,
  RegionsResponseSchema,
} from '@tern/contracts';
import { destinationSlugFromPath } from '@tern/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { sendCatalogueResponse } from './catalog.responses';
import type { CatalogueService } from './catalog.service';

const errors = errorResponses(400, 404, 503);

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueService }> = async (
  app,
  { catalogue },
) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Destination countries with their lowest price',
        querystring: CatalogueQuerySchema,
        response: { 200: CountriesResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(
        catalogue.store,
        request,
        reply,
        CountriesResponseSchema,
        () => catalogue.listCountries(request.site, request.query),
        () => catalogue.countriesAnswerKey(request.query),
      ),
  );

  app.get(
    '/regions',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Regions (Europe, Asia, … Global) with the countries they cover',
        querystring: CatalogueQuerySchema,
        response: { 200: RegionsResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(catalogue.store, request, reply, RegionsResponseSchema, () =>
        catalogue.listRegions(request.site, request.query),
      ),
  );

  app.get(
    '/bundles/popular',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Popular plans: near the caller, in a named country, or the curated list',
        querystring: PopularBundlesQuerySchema,
        response: { 200: PopularBundlesResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(catalogue.store, request, reply, PopularBundlesResponseSchema, () =>
        catalogue.popularBundles(request.site, request.query),
      ),
  );

  app.get(
    '/bundles',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Plans of a country (type 1) or the regional plans that cover it (type 2)',
        querystring: BundlesQuerySchema,
        response: { 200: BundlesResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(catalogue.store, request, reply, BundlesResponseSchema, () =>
        catalogue.listBundles(request.site, request.query),
      ),
  );

  app.get(
    '/destinations/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The country or region behind a /{slug}-mobile-esim-plans page, with its plans',
        params: DestinationParamsSchema,
        querystring: DestinationQuerySchema,
        response: { 200: DestinationResponseSchema, ...errors },
      },
    },
    (request, reply) =>
      sendCatalogueResponse(catalogue.store, request, reply, DestinationResponseSchema, () =>
        catalogue.destination(
          request.site,
          destinationSlugFromPath(request.params.slug),
          request.query,
        ),
      ),
  );
};
