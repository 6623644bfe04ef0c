import {
  ErrorEnvelopeSchema,
  HealthResponseSchema,
  ReadinessResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { pingDatabase } from '../catalog/catalog.repository';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  // Liveness: the process answers. It touches nothing else, so it is also the benchmark baseline.
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } },
    async () => ({ data: { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) } }),
  );

  // Readiness: the database answers too; load balancers route traffic only to ready processes.
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: ReadinessResponseSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async () => {
      await pingDatabase(database.db);
      return { data: { status: 'ready' as const, database: database.kind } };
    },
  );
};
