import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { SITE_HEADER } from '@tern/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { DOCS_CSP } from './security-headers';

/** OpenAPI generated from the zod contracts, served at /v1/docs (UI) and /v1/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tern API',
        description: `Travel eSIM storefront API. Every /v1 call except health and docs sends the ${SITE_HEADER} header.`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: { siteId: { type: 'apiKey', in: 'header', name: 'X-Site-Id' } },
      },
      security: [{ siteId: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: DOCS_CSP });
}
