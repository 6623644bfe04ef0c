import { SITE_HEADER } from '@tern/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { sites } from '../db/schema';
import { ApiError } from './errors';

export interface Site {
  id: string;
  name: string;
  defaultCurrency: string;
  markupBasisPoints: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
  }
}

/** Paths every client may call without identifying its site. */
/** Stripe calls webhooks without our header; their signature is their authentication. */
const OPEN_PATHS = [/^\/v1\/health(\/|$)/, /^\/v1\/docs(\/|$)/, /^\/v1\/webhooks\//];
const SITE_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

/**
 * Every /v1 call names its storefront in X-Site-Id (architecture: API conventions). Sites are
 * few and rarely change, so they are read once and kept; an unknown id is looked up again.
 */
export function registerSiteResolution(app: FastifyInstance, db: Database): void {
  const known = new Map<string, Site>();

  async function findSite(id: string): Promise<Site | undefined> {
    const cached = known.get(id);
    if (cached) return cached;
    const [row] = await db.select().from(sites).where(eq(sites.id, id));
    if (row) known.set(id, row);
    return row;
  }

  app.decorateRequest('site', null as unknown as Site);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const route = request.routeOptions.url;
    // Unmatched routes fall through to the 404 handler; open paths need no site.
    if (!route?.startsWith('/v1/') || OPEN_PATHS.some((open) => open.test(route))) return;
    const header = request.headers[SITE_HEADER];
    if (typeof header !== 'string' || header.length === 0) {
      throw new ApiError(400, 'SITE_ID_REQUIRED', 'The X-Site-Id header is required.');
    }
    const site = SITE_ID_PATTERN.test(header) ? await findSite(header) : undefined;
    if (!site) throw new ApiError(400, 'UNKNOWN_SITE', `Unknown site "${header.slice(0, 64)}".`);
    request.site = site;
  });
}
