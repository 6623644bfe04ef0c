import { CurrenciesResponseSchema, ErrorEnvelopeSchema } from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogueStore } from '../catalog/catalog.store';
import { currencyFlagUrl } from '../catalog/images';

export const currencyRoutes: FastifyPluginAsyncZod<{ store: CatalogueStore }> = async (
  app,
  { store },
) => {
  app.get(
    '/currencies',
    {
      schema: {
        tags: ['currency'],
        summary:
          'Every currency prices can be shown in, alphabetical by code, with its flag and rate',
        response: {
          200: CurrenciesResponseSchema,
          400: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async () => {
      const { currencies } = await store.snapshot();
      return {
        data: {
          currencies: currencies.map((c) => ({
            code: c.code,
            name: c.name,
            symbol: c.symbol,
            country: c.country,
            countryCode: c.countryCode,
            flag: currencyFlagUrl(c.countryCode),
            minorUnits: c.minorUnits,
            ratePerUsd: c.ratePerUsd,
            ratesDate: c.ratesDate,
          })),
        },
        count: currencies.length,
      };
    },
  );
};
