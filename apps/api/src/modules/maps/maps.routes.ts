import { CountryOutlineParamsSchema, CountryOutlineResponseSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import { ApiError } from '../../plugins/errors';
import { countryOutline } from './country-outlines';

/** A day's map is drawn in the browser over the country's outline: no tile server needed. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/maps/countries/:isoCode',
    {
      schema: {
        tags: ['itineraries'],
        summary: 'A country outline (Natural Earth 1:50m) for the itinerary map',
        params: CountryOutlineParamsSchema,
        response: { 200: CountryOutlineResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async ({ params }, reply) => {
      const outline = countryOutline(params.isoCode);
      if (!outline) {
        throw new ApiError(404, 'NOT_FOUND', `No outline for the country ${params.isoCode}.`);
      }
      // Borders ship with the release: a day's cache is safe and spares the phone a download.
      reply.header('cache-control', 'public, max-age=86400');
      return { data: outline };
    },
  );
};
