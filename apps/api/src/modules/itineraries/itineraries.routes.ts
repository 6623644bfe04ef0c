import {
  CreateItineraryBodySchema,
  CreateShareBodySchema,
  CreateShareResponseSchema,
  ItineraryIcsBodySchema,
  ItineraryIdParamsSchema,
  ItineraryListResponseSchema,
  PagingQuerySchema,
  SavedItineraryResponseSchema,
  SHARE_REVOKE_HEADER,
  SharedItineraryResponseSchema,
  ShareParamsSchema,
  UpdateItineraryBodySchema,
} from '@tern/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses';
import type { Auth } from '../accounts/auth';
import type { ItinerariesService } from './itineraries.service';
import type { ItineraryUnlocks } from './unlock/itinerary-unlocks';

const tags = ['itineraries'];
const CalendarSchema = z.string().describe('An iCalendar file (text/calendar)');

/** A calendar file, downloaded under a name made of the title's letters and digits. */
function sendCalendar(reply: FastifyReply, title: string, ics: string) {
  const name = title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'itinerary';
  return reply
    .type('text/calendar; charset=utf-8')
    .header(
      'content-disposition',
      `attachment; filename="itinerary.ics"; filename*=UTF-8''${encodeURIComponent(name)}.ics`,
    )
    .send(ics);
}

/**
 * Saved plans (the owner's only; another traveller's id is a 404), share links anyone can make and
 * open, and calendar files. The plan endpoint itself is itinerary-plan.routes.ts. Saving, and any
 * trip with preferences, is the custom itinerary: only for a traveller who unlocked it.
 */
export const itinerariesRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  itineraries: ItinerariesService;
  unlocks: ItineraryUnlocks;
}> = async (app, { auth, itineraries, unlocks }) => {
  app.post(
    '/itineraries',
    {
      schema: {
        tags,
        summary: 'Save a plan to the account (the API plans it; accepts Idempotency-Key)',
        body: CreateItineraryBodySchema,
        response: {
          201: SavedItineraryResponseSchema,
          ...errorResponses(400, 401, 403, 422, 503),
        },
      },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const user = await unlocks.requireItineraryUnlock(request);
      const data = await itineraries.create(request.site, user.id, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/itineraries',
    {
      schema: {
        tags,
        summary: 'The caller’s saved plans, last changed first',
        querystring: PagingQuerySchema,
        response: { 200: ItineraryListResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return itineraries.list(user.id, request.query.page, request.query.limit);
    },
  );

  app.get(
    '/itineraries/:id',
    {
      schema: {
        tags,
        summary: 'One saved plan of the caller’s',
        params: ItineraryIdParamsSchema,
        response: { 200: SavedItineraryResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return { data: await itineraries.get(user.id, request.params.id) };
    },
  );

  app.patch(
    '/itineraries/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved plan or change its trip (planned again)',
        params: ItineraryIdParamsSchema,
        body: UpdateItineraryBodySchema,
        response: {
          200: SavedItineraryResponseSchema,
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    async (request) => {
      const user = await unlocks.requireItineraryUnlock(request);
      const data = await itineraries.update(request.site, user.id, request.params.id, request.body);
      return { data };
    },
  );

  app.delete(
    '/itineraries/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved plan (its share links stop working)',
        params: ItineraryIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      await itineraries.remove(user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/itineraries/:id.ics',
    {
      schema: {
        tags,
        summary: 'A saved plan as a calendar file, one event a stop',
        params: ItineraryIdParamsSchema,
        response: { 200: CalendarSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const user = await auth.requireUser(request);
      const row = await itineraries.owned(user.id, request.params.id);
      return sendCalendar(
        reply,
        row.title,
        itineraries.calendar(row.plan, row.title, row.id, row.locale),
      );
    },
  );

  app.post(
    '/itineraries/ics',
    {
      schema: {
        tags,
        summary: 'A plan not saved, as a calendar file: the trip as the page shows it',
        body: ItineraryIcsBodySchema,
        response: { 200: CalendarSchema, ...errorResponses(400, 401, 403, 422, 503) },
      },
    },
    async (request, reply) => {
      const { trip, locale } = request.body;
      await unlocks.requireUnlockForTrip(request, trip);
      const plan = await itineraries.planFor(request.site, trip, locale);
      const title = plan.legs.map((leg) => leg.localName).join(' · ');
      // Unsaved: the UIDs follow the trip's first day, so a second download updates the first.
      const uid = `trip-${plan.legs[0]!.isoCode}-${plan.legs[0]!.startDate}`;
      return sendCalendar(reply, title, itineraries.calendar(plan, title, uid, locale));
    },
  );

  app.post(
    '/itineraries/shared',
    {
      schema: {
        tags,
        summary: 'Make a read-only share link (anyone; a saved plan only by its owner)',
        body: CreateShareBodySchema,
        response: {
          201: CreateShareResponseSchema,
          ...errorResponses(400, 401, 403, 404, 422, 503),
        },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      if (request.body.trip) await unlocks.requireUnlockForTrip(request, request.body.trip);
      const user = await auth.user(request);
      const data = await itineraries.share(request.site, user?.id ?? null, request.body);
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/itineraries/shared/:shareId',
    {
      schema: {
        tags,
        summary: 'A shared plan, read-only',
        params: ShareParamsSchema,
        response: { 200: SharedItineraryResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { title, plan, sharedAt } = await itineraries.shared(request.params.shareId);
      // Anyone with the link may read it, but it can be turned off: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      return { data: { title, plan, sharedAt } };
    },
  );

  app.get(
    '/itineraries/shared/:shareId.ics',
    {
      schema: {
        tags,
        summary: 'A shared plan as a calendar file',
        params: ShareParamsSchema,
        response: { 200: CalendarSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { shareId } = request.params;
      const { title, plan, locale } = await itineraries.shared(shareId);
      reply.header('cache-control', 'private, no-store');
      return sendCalendar(reply, title, itineraries.calendar(plan, title, shareId, locale));
    },
  );

  app.delete(
    '/itineraries/shared/:shareId',
    {
      schema: {
        tags,
        summary: `Turn a share link off: its owner, or with the ${SHARE_REVOKE_HEADER} header`,
        params: ShareParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const user = await auth.user(request);
      const key = request.headers[SHARE_REVOKE_HEADER];
      await itineraries.revoke(
        request.params.shareId,
        user?.id ?? null,
        typeof key === 'string' ? key : undefined,
      );
      return reply.code(204).send(null);
    },
  );
};
