import { ItineraryPlanRequestSchema, ItineraryPlanResponseSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import type { ItineraryPlanner } from './planner';
import type { ItineraryUnlocks } from './unlock/itinerary-unlocks';

/**
 * The free itinerary: a plan for the trip computed here, so every client shows the same. With
 * preferences it is the custom itinerary, which only a traveller who unlocked it may ask for.
 */
export const itineraryPlanRoutes: FastifyPluginAsyncZod<{
  planner: ItineraryPlanner;
  unlocks: ItineraryUnlocks;
}> = async (app, { planner, unlocks }) => {
  app.post(
    '/itineraries/plan',
    {
      schema: {
        tags: ['itineraries'],
        summary: 'A day-by-day plan for the legs, dates and preferences, with the data it needs',
        body: ItineraryPlanRequestSchema,
        response: {
          200: ItineraryPlanResponseSchema,
          ...errorResponses(400, 401, 403, 422, 503),
        },
      },
    },
    async (request) => {
      await unlocks.requireUnlockForTrip(request, request.body.trip);
      return { data: await planner.plan(request.site, request.body) };
    },
  );
};
