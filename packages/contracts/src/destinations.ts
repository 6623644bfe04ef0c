import { z } from 'zod';
import { BundleSchema } from './bundles';
import { CurrencyCodeSchema, LocaleSchema } from './common';
import { CountrySchema } from './countries';
import { RegionSchema } from './regions';

export const DestinationQuerySchema = z.object({
  currency: CurrencyCodeSchema.optional(),
  locale: LocaleSchema,
});
export const DestinationParamsSchema = z.object({
  slug: z
    .string()
    .max(120, { error: 'slug is too long' })
    .regex(/^[a-z0-9-]+$/i, { error: 'slug may hold letters, digits and hyphens only' }),
});

export const DestinationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('country'),
    country: CountrySchema,
    localBundles: z.array(BundleSchema),
    regionalBundles: z.array(BundleSchema).describe('Regional plans that cover this country'),
    regions: z
      .array(RegionSchema)
      .describe('The regions of those plans, with every country each covers and what it does not'),
  }),
  z.object({
    kind: z.literal('region'),
    region: RegionSchema,
    regionalBundles: z.array(BundleSchema),
  }),
]);
export type Destination = z.infer<typeof DestinationSchema>;

export const DestinationResponseSchema = z.object({ data: DestinationSchema });
export type DestinationResponse = z.infer<typeof DestinationResponseSchema>;
