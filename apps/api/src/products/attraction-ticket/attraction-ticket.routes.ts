import { TicketBookingListQuerySchema, TicketBookingListResponseSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../modules/accounts/auth';
import { errorResponses } from '../../plugins/error-responses';
import type { TicketBookings } from './ticket-bookings';

/** The traveller's tickets (a line's cancellation is the orders module's). */
export const attractionTicketRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  bookings: TicketBookings;
}> = async (app, { auth, bookings }) => {
  app.get(
    '/attractions/tickets',
    {
      schema: {
        tags: ['attractions'],
        summary: "The signed-in traveller's attraction tickets (nobody else's), soonest first",
        querystring: TicketBookingListQuerySchema,
        response: { 200: TicketBookingListResponseSchema, ...errorResponses(401, 429, 503) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      // Tickets admit their holder: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      const list = await bookings.list(user.id, request.query.locale);
      return { data: { bookings: list }, count: list.length };
    },
  );
};
