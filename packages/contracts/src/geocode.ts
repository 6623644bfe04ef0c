import { z } from 'zod';

export { CoordinatesQuerySchema as ReverseGeocodeQuerySchema } from './weather';

export const ReverseGeocodeResponseSchema = z.object({
  data: z.object({
    city: z
      .string()
      .nullable()
      .describe('Nearest town of more than 1,000 people; null when none within 250 km'),
    town: z
      .string()
      .optional()
      .describe('Never set by the offline lookup; kept for the spec shape'),
    village: z
      .string()
      .optional()
      .describe('Never set by the offline lookup; kept for the spec shape'),
    country: z.string().nullable().describe('English country name, null when nothing is near'),
    countryCode: z.string().length(2).nullable().describe('ISO 3166-1 alpha-2'),
    distanceKm: z.number().nullable().describe('Distance to that town'),
  }),
});
export type ReverseGeocodeResponse = z.infer<typeof ReverseGeocodeResponseSchema>;
