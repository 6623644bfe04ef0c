import { InstaLinksResponseSchema } from '@tern/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { instaLinks } from '../../db/schema';
import { errorResponses } from '../../plugins/error-responses';

/** Spec §7 "Instagram links": what the itinerary landing page links to, per site, in order. */
export const instaLinksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/insta-links',
    {
      schema: {
        tags: ['itineraries'],
        summary: 'Spec §7 Instagram links of the caller’s site (X-Site-Id), in order',
        response: { 200: InstaLinksResponseSchema, ...errorResponses(400, 503) },
      },
    },
    async ({ site }) => {
      const rows = await db
        .select({ url: instaLinks.url, label: instaLinks.label })
        .from(instaLinks)
        .where(eq(instaLinks.siteId, site.id))
        .orderBy(asc(instaLinks.position));
      return { data: { instaLinks: rows } };
    },
  );
};
