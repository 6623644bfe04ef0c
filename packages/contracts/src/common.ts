import { LOCALES } from '@tern/domain';
import { z } from 'zod';

/** Every error leaves the API in this envelope (architecture: API conventions). */
export const ErrorEnvelopeSchema = z
  .object({
    error: z.object({
      code: z.string().describe('UPPER_SNAKE error code, stable for clients'),
      message: z.string().describe('Human-readable explanation'),
      details: z.unknown().optional().describe('Field-level problems, when there are any'),
    }),
  })
  .describe('Error envelope');
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Query strings arrive as text; these accept "12" but reject "", "abc", "1.5", 0 and negatives. */
const positiveIntFromQuery = (name: string, max?: number) => {
  let schema = z.coerce
    .number({ error: `${name} must be a whole number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be at least 1` });
  if (max !== undefined) schema = schema.max(max, { error: `${name} must be at most ${max}` });
  return schema;
};

export { LOCALES, type Locale } from '@tern/domain';

export const LocaleSchema = z
  .enum(LOCALES, { error: `locale must be one of ${LOCALES.join(', ')}` })
  .default('en')
  .describe('Language of names and texts');

/** A destination's name for display; `name` stays English, as slugs and URLs are (spec §3). */
export const LocalNameSchema = z
  .string()
  .describe('Name in the requested locale, e.g. Pháp, فرنسا (the English name for en)');

export const MAX_LIMIT = 200;
export const MAX_SEARCH_LENGTH = 100;

export const PagingQuerySchema = z.object({
  page: positiveIntFromQuery('page').default(1).describe('1-based page number'),
  limit: positiveIntFromQuery('limit', MAX_LIMIT).default(12).describe('Page size, 1 to 200'),
});

export const CurrencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: 'currency must be a three-letter ISO 4217 code' })
  .transform((code) => code.toUpperCase());

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_OR_LONE_SURROGATE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/**
 * Text a person typed: no NUL or other control characters (a tab or a line break is fine) and no
 * lone surrogate halves. The API also refuses these for every route before validation (the
 * untrusted-text plugin); the schema says it, so forms and the OpenAPI description agree.
 */
export const plainText = (field: string) =>
  z.string().refine((text) => !CONTROL_OR_LONE_SURROGATE.test(text), {
    error: `${field} contains characters that are not allowed`,
  });

export const SearchTextSchema = plainText('search').max(MAX_SEARCH_LENGTH, {
  error: `search must be at most ${MAX_SEARCH_LENGTH} characters`,
});

export const CatalogueQuerySchema = PagingQuerySchema.extend({
  search: SearchTextSchema.optional().describe(
    'Destination name in any locale, ISO code, alias or city',
  ),
  currency: CurrencyCodeSchema.optional().describe('ISO 4217 code prices are converted to'),
  locale: LocaleSchema,
});

/** Optional coordinates: sent only when both are present (spec §5). */
export const LatitudeSchema = z.coerce
  .number({ error: 'latitude must be a number' })
  .min(-90, { error: 'latitude must be between -90 and 90' })
  .max(90, { error: 'latitude must be between -90 and 90' });
export const LongitudeSchema = z.coerce
  .number({ error: 'longitude must be a number' })
  .min(-180, { error: 'longitude must be between -180 and 180' })
  .max(180, { error: 'longitude must be between -180 and 180' });

export const SITE_HEADER = 'x-site-id';
/** The web server proves to the API that its X-Forwarded-For may be believed (FORWARD_SECRET). */
export const FORWARD_SECRET_HEADER = 'x-tern-forward-secret';

export const LowestPriceBundleSchema = z.object({
  duration: z.number().int().describe('Validity in days'),
  dataAmount: z.number().int().describe('Data in MB; -1 means unlimited'),
});

export const PriceFieldsSchema = z.object({
  currencyCode: z.string().length(3).describe('ISO 4217 code of every price in this object'),
  currencySymbol: z.string().describe('Symbol of that currency, e.g. €'),
});

/** "true"/"false" in a query string; anything else is a 400, not a silent false. */
export const BooleanFromQuerySchema = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

/** An amount in one currency, exact in minor units and readable in major ones. */
export const MoneySchema = z.object({
  amount: z.number().describe('Major units: 12.5 EUR, 1300 JPY, 1.25 BHD'),
  minor: z.number().int().describe('Minor units, exactly: 1250 (EUR), 1300 (JPY), 1250 (BHD)'),
  currencyCode: z.string().describe('ISO 4217'),
});
export type Money = z.infer<typeof MoneySchema>;

/** Whether and until when a paid line can be cancelled for free (lounge passes, tickets). */
export const LineCancellationSchema = z.object({
  cancellable: z.boolean().describe('Free cancellation is still open (and not cancelled yet)'),
  freeUntil: z.string().describe('UTC instant'),
  cancelledAt: z.string().nullable(),
});
export type LineCancellation = z.infer<typeof LineCancellationSchema>;
