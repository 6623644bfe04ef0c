import { z } from 'zod';

export const HealthResponseSchema = z.object({
  data: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }),
});
export const ReadinessResponseSchema = z.object({
  data: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
});
