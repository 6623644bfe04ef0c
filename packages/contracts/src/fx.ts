import { z } from 'zod';
import { CurrencyCodeSchema } from './common';

/** A query-string amount: digits with an optional fraction; "", "abc", "-1" and "1e3" are rejected. */
const AmountFromQuerySchema = z
  .string({ error: 'amount is required' })
  .trim()
  .regex(/^\d{1,15}(\.\d{1,10})?$/, { error: 'amount must be a number of at least 0' })
  .transform(Number);

export const FxConvertQuerySchema = z.object({
  from: CurrencyCodeSchema.describe('ISO 4217 code converted from, e.g. EUR'),
  to: CurrencyCodeSchema.describe('ISO 4217 code converted to, e.g. USD'),
  amount: AmountFromQuerySchema.describe('Amount in the from currency, at least 0'),
});
export type FxConvertQuery = z.input<typeof FxConvertQuerySchema>;

export const FxSourceSchema = z
  .enum(['snapshot', 'ecb'])
  .describe(
    'snapshot: the dated rates the catalogue prices with; ecb: the European Central Bank reference rates fetched by the daily job',
  );
export type FxSource = z.infer<typeof FxSourceSchema>;

export const FxConvertResponseSchema = z.object({
  data: z.object({
    from: z.string().length(3).describe('ISO 4217 code converted from'),
    to: z.string().length(3).describe('ISO 4217 code converted to'),
    amount: z.number().describe('The amount asked for'),
    convertedAmount: z
      .number()
      .describe('amount × rate to 10 significant digits; the web rounds for display'),
    rate: z.number().describe('Units of `to` for 1 unit of `from`'),
    date: z.string().describe('Date of the rates used, YYYY-MM-DD'),
    source: FxSourceSchema,
  }),
});
export type FxConvertResponse = z.infer<typeof FxConvertResponseSchema>;
