import { z } from 'zod';

export const CurrencySchema = z.object({
  code: z.string().length(3).describe('ISO 4217 code'),
  name: z.string().describe('e.g. Guernsey pound'),
  symbol: z.string(),
  country: z.string().describe('The country the flag stands for'),
  countryCode: z
    .string()
    .length(2)
    .describe('ISO 3166-1 alpha-2 of that country (EU for the euro)'),
  flag: z.string().describe('Flag SVG on the web origin'),
  minorUnits: z.number().int().describe('Decimals the currency uses (JPY 0, KWD 3)'),
  ratePerUsd: z.number().describe('Units of this currency for 1 USD'),
  ratesDate: z.string().describe('Date of the exchange-rate snapshot, YYYY-MM-DD'),
});
export type Currency = z.infer<typeof CurrencySchema>;

export const CurrenciesResponseSchema = z.object({
  data: z.object({ currencies: z.array(CurrencySchema) }),
  count: z.number().int(),
});
export type CurrenciesResponse = z.infer<typeof CurrenciesResponseSchema>;
