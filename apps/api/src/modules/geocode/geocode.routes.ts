import {
  ErrorEnvelopeSchema,
  ReverseGeocodeQuerySchema,
  ReverseGeocodeResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeocodeProvider } from '../../providers/geocode/geocode';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export const geocodeRoutes: FastifyPluginAsyncZod<{ geocoder: GeocodeProvider }> = async (
  app,
  { geocoder },
) => {
  app.get(
    '/geocode/reverse',
    {
      schema: {
        tags: ['utilities'],
        summary: 'The nearest town to a point, offline (towns of more than 1,000 people)',
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: ReverseGeocodeResponseSchema, 400: ErrorEnvelopeSchema },
      },
    },
    async (request) => {
      const found = await geocoder.locate(request.query.lat, request.query.lon);
      if (!found)
        return { data: { city: null, country: null, countryCode: null, distanceKm: null } };
      return {
        data: {
          city: found.city,
          country: countryNames.of(found.countryCode) ?? found.countryCode,
          countryCode: found.countryCode,
          distanceKm: Math.round(found.distanceKm * 10) / 10,
        },
      };
    },
  );
};
