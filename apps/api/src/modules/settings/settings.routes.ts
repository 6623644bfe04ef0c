import { ErrorEnvelopeSchema, SettingsQuerySchema, SettingsResponseSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { CatalogueService } from '../catalog/catalog.service';

export const settingsRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  config: Config;
}> = async (app, { catalogue, config }) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Payment gateway and document rules for the caller (location check)',
        querystring: SettingsQuerySchema,
        response: {
          200: SettingsResponseSchema,
          400: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      data: {
        paymentGatewayType: config.paymentGateway,
        showDocuments: await catalogue.locationNeedsDocuments(
          request.query.latitude,
          request.query.longitude,
        ),
      },
    }),
  );
};
