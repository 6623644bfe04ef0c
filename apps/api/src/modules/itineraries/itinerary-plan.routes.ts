import { ItineraryPlanRequestSchema, ItineraryPlanResponseSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import type { ItineraryPlanner } from './planner';

/** The free itinerary: a plan for the trip computed here, so every client shows the same. */
export const itineraryPlanRoutes: FastifyPluginAsyncZod<{ planner: ItineraryPlanner }> = async (
  app,
  { planner },
) => {
  app.post(
    '/itineraries/plan',
    {
      schema: {
        tags: ['itineraries'],
        summary: 'A day-by-day plan for the legs, dates and preferences, with the data it needs',
        body: ItineraryPlanRequestSchema,
        response: { 200: ItineraryPlanResponseSchema, ...errorResponses(400, 422, 503) },
      },
    },
    async ({ site, body }) => ({ data: await planner.plan(site, body) }),
  );
};
