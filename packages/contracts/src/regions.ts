import { z } from 'zod';
import { LocalNameSchema, LowestPriceBundleSchema, PriceFieldsSchema } from './common';

export const CountryRefSchema = z.object({
  _id: z.string(),
  name: z.string(),
  localName: LocalNameSchema,
  isoCode: z.string(),
});
export type CountryRef = z.infer<typeof CountryRefSchema>;

export const RegionSchema = PriceFieldsSchema.extend({
  _id: z.string(),
  name: z.string().describe('Europe, Asia, Middle East, Africa, ... or Global'),
  localName: LocalNameSchema,
  slug: z.string(),
  countryCount: z.number().int().describe('How many countries its plans cover'),
  countries: z.array(CountryRefSchema).describe('The countries its plans cover'),
  popularNeighboursNotCovered: z
    .array(CountryRefSchema)
    .describe(
      'Popular destinations next to the region (a land border, or a big city within 400 km of one in it) that its plans do not cover, most visited first',
    ),
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
