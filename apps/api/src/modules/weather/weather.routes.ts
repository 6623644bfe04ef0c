import {
  CoordinatesQuerySchema,
  ErrorEnvelopeSchema,
  WeatherResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOr503 } from '../../providers/shared/provider-unavailable';
import type { WeatherProvider } from '../../providers/weather/weather-provider';

export const weatherRoutes: FastifyPluginAsyncZod<{ weather: WeatherProvider }> = async (
  app,
  { weather },
) => {
  app.get(
    '/weather',
    {
      schema: {
        tags: ['utilities'],
        summary: 'Current weather and the 5-day, 3-hourly forecast (OpenWeatherMap shapes, metric)',
        querystring: CoordinatesQuerySchema,
        response: {
          200: WeatherResponseSchema,
          400: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      // Every uncached answer costs upstream quota.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await answerOr503(() => weather.report(request.query.lat, request.query.lon)),
    }),
  );
};
