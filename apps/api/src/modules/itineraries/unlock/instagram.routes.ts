import { InstagramCallbackQuerySchema, InstagramStartQuerySchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../plugins/error-responses';
import { ApiError } from '../../../plugins/errors';
import type { Auth } from '../../accounts/auth';
import type { InstagramLinking } from './instagram-link';

/**
 * Linking Instagram, which unlocks the custom itinerary where INSTAGRAM_APP_ID is set. Without it
 * both routes are 404: signing in with an e-mail unlocks instead (POST /v1/itineraries/unlock).
 */
export const instagramRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  linking: InstagramLinking | undefined;
}> = async (app, { auth, linking }) => {
  const configured = () => {
    if (!linking)
      throw new ApiError(
        404,
        'NOT_FOUND',
        'Instagram is not set up on this shop: signing in with an e-mail unlocks the custom itinerary.',
      );
    return linking;
  };

  app.get(
    '/auth/instagram/start',
    {
      schema: {
        tags: ['itineraries'],
        summary:
          'Sends a signed-in traveller to Instagram to link the account (302; a guest goes back to returnTo with ?instagram=guest); returnTo is the storefront page to come back to',
        querystring: InstagramStartQuerySchema,
        response: { ...errorResponses(400, 401, 404, 429, 503) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const instagram = configured();
      const user = await auth.requireUser(request);
      return reply.redirect(await instagram.start(user, request.query), 302);
    },
  );

  app.get(
    '/auth/instagram/callback',
    {
      schema: {
        tags: ['itineraries'],
        summary:
          'Instagram sends the traveller back here; always a 302 to the storefront page with ?instagram=linked, denied, taken or failed',
        querystring: InstagramCallbackQuerySchema,
        response: { ...errorResponses(400, 404, 429, 503) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const instagram = configured();
      const target = await instagram.callback(await auth.user(request), request.query, request.log);
      return reply.redirect(target, 302);
    },
  );
};
