import { z } from 'zod';
import { CurrencyCodeSchema } from './common';

/** 15 digits: every such amount is exact as a double, and far beyond any real conversion. */
const AMOUNT_MAX_DIGITS = 15;
const AMOUNT_MAX_DECIMALS = 10;

/**
 * A query-string amount: digits with an optional fraction; "", "abc", "-1" and "1e3" are rejected.
 * Each rule has its own message, so a client learns the limit it ran into.
 */
const AmountFromQuerySchema = z
  .string({ error: 'amount is required' })
  .trim()
  .regex(/^\d+(\.\d+)?$/, {
    error: 'amount must be written as digits with an optional decimal point, e.g. 12.50',
  })
  .refine((text) => text.split('.')[0]!.replace(/^0+(?=\d)/, '').length <= AMOUNT_MAX_DIGITS, {
    error: `amount must be at most ${'9'.repeat(AMOUNT_MAX_DIGITS)}`,
    abort: true,
  })
  .refine((text) => (text.split('.')[1] ?? '').length <= AMOUNT_MAX_DECIMALS, {
    error: `amount may have at most ${AMOUNT_MAX_DECIMALS} decimal places`,
  })
  .transform(Number);

export const FxConvertQuerySchema = z.object({
  from: CurrencyCodeSchema.describe('ISO 4217 code converted from, e.g. EUR'),
  to: CurrencyCodeSchema.describe('ISO 4217 code converted to, e.g. USD'),
  amount: AmountFromQuerySchema.describe(
    `Amount in the from currency: 0 to ${'9'.repeat(AMOUNT_MAX_DIGITS)}, at most ${AMOUNT_MAX_DECIMALS} decimals, written in digits`,
  ),
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
