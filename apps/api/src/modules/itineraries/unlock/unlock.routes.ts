import { ItineraryUnlockBodySchema, ItineraryUnlockResponseSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../plugins/error-responses';
import type { Auth } from '../../accounts/auth';
import type { ItineraryUnlocks } from './itinerary-unlocks';

/** The custom itinerary's lock: its state for the caller, and unlocking by e-mail sign-in. */
export const itineraryUnlockRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  unlocks: ItineraryUnlocks;
}> = async (app, { auth, unlocks }) => {
  app.get(
    '/itineraries/unlock',
    {
      schema: {
        tags: ['itineraries'],
        summary:
          'Whether the caller has unlocked the custom itinerary, how it unlocks on this shop, and the free-data code it gave',
        response: { 200: ItineraryUnlockResponseSchema, ...errorResponses(400, 503) },
      },
    },
    async (request) => ({ data: await unlocks.state(await auth.user(request)) }),
  );

  app.post(
    '/itineraries/unlock',
    {
      schema: {
        tags: ['itineraries'],
        summary:
          'Unlocks the custom itinerary for a signed-in traveller where Instagram is not configured (409 where linking Instagram unlocks); once per traveller, with a one-time free-data code',
        // No body at all is the same as {}: the free data is for the default country.
        body: ItineraryUnlockBodySchema.nullish(),
        response: {
          200: ItineraryUnlockResponseSchema,
          ...errorResponses(400, 401, 403, 409, 429, 503),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) => ({
      data: await unlocks.unlockWithEmail(await auth.requireUser(request), request.body ?? {}),
    }),
  );
};
