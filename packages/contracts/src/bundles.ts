import { z } from 'zod';
import {
  BooleanFromQuerySchema,
  CatalogueQuerySchema,
  CurrencyCodeSchema,
  LatitudeSchema,
  LocaleSchema,
  LocalNameSchema,
  LongitudeSchema,
  SearchTextSchema,
} from './common';

export const FairUseSchema = z
  .object({
    fullSpeedMbPerDay: z.number().int().describe('Daily data at full speed, MB'),
    throttledKbps: z.number().int().describe('Speed after that, until midnight local time'),
  })
  .describe('Fair-use rule of an unlimited plan');
export type FairUse = z.infer<typeof FairUseSchema>;

export const ActivationPolicySchema = z
  .enum(['first-connection', 'on-install'])
  .describe('first-connection: the plan starts when the eSIM first connects at the destination');
export type ActivationPolicy = z.infer<typeof ActivationPolicySchema>;

export const BundleSchema = z.object({
  _id: z.string(),
  name: z.string().describe('e.g. "France 5 GB 30 days"'),
  localName: z
    .string()
    .describe('The plan’s name in the requested locale, e.g. Pháp 5 GB 30 ngày (name for en)'),
  bundleType: z.number().int().describe('1 = country plan, 2 = regional plan'),
  package: z.string().describe('Package code, e.g. 5GB-30D'),
  dataAmount: z.number().int().describe('MB; -1 means unlimited'),
  duration: z.number().int().describe('Validity in days'),
  price: z.number().describe('Price in the requested currency'),
  retailPrice: z.number().describe('Same as price (kept for older clients)'),
  priceSymbol: z.string(),
  currencyCode: z.string().length(3),
  speed: z.array(z.string()).describe('Network generations, slowest first'),
  activationPolicy: ActivationPolicySchema,
  fairUse: FairUseSchema.nullable(),
  isPopular: z.boolean(),
  destination: z.object({
    _id: z.string(),
    name: z.string(),
    localName: LocalNameSchema,
    slug: z.string(),
    isoCode: z.string().nullable().describe('Null for regions'),
    flagImageUrl: z.string(),
    countryCount: z.number().int().describe('1 for a country plan'),
  }),
});
export type Bundle = z.infer<typeof BundleSchema>;

export const BundlesQuerySchema = z.object({
  search: SearchTextSchema.min(1, { error: 'search is required: a country or region name' }),
  type: z.enum(['1', '2'], { error: 'type must be 1 (country plans) or 2 (regional plans)' }),
  currency: CurrencyCodeSchema.optional(),
  locale: LocaleSchema,
});

export const BundlesResponseSchema = z.object({
  data: z.object({ bundles: z.array(BundleSchema) }),
  count: z.number().int(),
});
export type BundlesResponse = z.infer<typeof BundlesResponseSchema>;

export const PopularBundleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  country: z.object({
    _id: z.string(),
    name: z.string(),
    localName: LocalNameSchema,
    isoCode: z.string(),
    slug: z.string(),
    flagImageUrl: z.string(),
    flagImageUrlFull: z.string(),
    commbitzImageUrlFull: z.string(),
  }),
  priceSymbol: z.string(),
  currencyCode: z.string().length(3),
  convertedRetailPrice: z.number(),
  duration: z.number().int(),
  dataAmount: z.number().int(),
  speed: z.array(z.string()),
});
export type PopularBundle = z.infer<typeof PopularBundleSchema>;

export const PopularBundlesQuerySchema = CatalogueQuerySchema.extend({
  type: z.enum(['1', '2']).optional().describe('1: plans of the located country'),
  lat: LatitudeSchema.optional(),
  long: LongitudeSchema.optional(),
  searchString: SearchTextSchema.optional().describe('Narrows the list by destination name'),
  isPopular: BooleanFromQuerySchema.optional().describe('true: the curated popular list'),
}).refine((q) => (q.lat === undefined) === (q.long === undefined), {
  error: 'lat and long must be sent together',
  path: ['lat'],
});

export const PopularBundlesResponseSchema = z.object({
  data: z.object({ bundles: z.array(PopularBundleSchema) }),
  count: z.number().int(),
});
export type PopularBundlesResponse = z.infer<typeof PopularBundlesResponseSchema>;
