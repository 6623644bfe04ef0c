import { z } from 'zod';
import { LocalNameSchema, LowestPriceBundleSchema, PriceFieldsSchema } from './common';

export const CountrySchema = PriceFieldsSchema.extend({
  _id: z.string().describe('Stable country id'),
  name: z.string().describe('English short name, e.g. France'),
  localName: LocalNameSchema,
  isoCode: z.string().length(2).describe('ISO 3166-1 alpha-2 code'),
  slug: z.string().describe('Destination page slug: /{slug}-mobile-esim-plans'),
  local: z.boolean().describe('True: a country (local plans), as opposed to a region'),
  capital: z.string().nullable(),
  localCurrency: z
    .object({ code: z.string().length(3), symbol: z.string() })
    .describe('The currency used in the country itself (prices use currencyCode)'),
  latitude: z.number(),
  longitude: z.number(),
  lowestRetailPrice: z.number().describe('Cheapest plan, in the requested currency'),
  lowestPriceBundle: LowestPriceBundleSchema.nullable(),
  flagImageUrl: z.string().describe('Square flag (SVG) on the web origin'),
  flagImageUrlFull: z.string().describe('4:3 flag (SVG) on the web origin'),
  commbitzFlagImageUrlFull: z.string().describe('Brand-styled flag badge'),
  commbitzImageUrlFull: z.string().describe('Brand-styled destination artwork'),
  historicImageUrl: z.string().describe('Landmark artwork, small'),
  historicImageUrlFull: z.string().describe('Landmark artwork, large'),
});
export type Country = z.infer<typeof CountrySchema>;

export const CountriesResponseSchema = z.object({
  data: z.object({ countries: z.array(CountrySchema) }),
  count: z.number().int().describe('Total matches across all pages'),
});
export type CountriesResponse = z.infer<typeof CountriesResponseSchema>;
