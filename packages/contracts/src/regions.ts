import { z } from 'zod';
import { LowestPriceBundleSchema, PriceFieldsSchema } from './common';

export const RegionSchema = PriceFieldsSchema.extend({
  _id: z.string(),
  name: z.string().describe('Europe, Asia, Middle East, Africa, ... or Global'),
  slug: z.string(),
  countryCount: z.number().int().describe('How many countries its plans cover'),
  countries: z
    .array(z.object({ _id: z.string(), name: z.string(), isoCode: z.string() }))
    .describe('The countries its plans cover'),
  lowestRetailPrice: z.number(),
  lowestPriceBundle: LowestPriceBundleSchema.nullable(),
  commbitzImageUrl: z.string(),
  historicImageUrl: z.string(),
  flagImageUrl: z.string(),
});
export type Region = z.infer<typeof RegionSchema>;

export const RegionsResponseSchema = z.object({
  data: z.object({ regions: z.array(RegionSchema) }),
  count: z.number().int(),
});
export type RegionsResponse = z.infer<typeof RegionsResponseSchema>;
