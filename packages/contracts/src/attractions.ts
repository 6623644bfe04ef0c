import { z } from 'zod';

export const AttractionProductSchema = z.object({
  attractionId: z.string(),
  attractionName: z.string(),
  country: z.string().describe('Country name'),
  countryCode: z.string().length(2),
  imageUrl: z.string(),
  dataDescription: z.string().describe('The free data that comes with the booking'),
});
export type AttractionProduct = z.infer<typeof AttractionProductSchema>;

export const AttractionsResponseSchema = z.object({
  data: z.object({ products: z.array(AttractionProductSchema) }),
  count: z.number().int(),
});
export type AttractionsResponse = z.infer<typeof AttractionsResponseSchema>;
