import { z } from 'zod';
import { LatitudeSchema, LongitudeSchema } from './common';

export const PaymentGatewayTypeSchema = z.enum(['sandbox', 'stripe']);
export type PaymentGatewayType = z.infer<typeof PaymentGatewayTypeSchema>;

export const SettingsQuerySchema = z
  .object({
    latitude: LatitudeSchema.optional(),
    longitude: LongitudeSchema.optional(),
  })
  .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), {
    error: 'latitude and longitude must be sent together',
    path: ['latitude'],
  });

export const SettingsResponseSchema = z.object({
  data: z.object({
    paymentGatewayType: PaymentGatewayTypeSchema,
    showDocuments: z
      .boolean()
      .describe('True when the caller is in a country whose plans need an ID document'),
  }),
});
export type SettingsResponse = z.infer<typeof SettingsResponseSchema>;
