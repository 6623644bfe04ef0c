import {
  AUTO_DETECT,
  ErrorEnvelopeSchema,
  TranslateLanguagesResponseSchema,
  TranslateRequestSchema,
  TranslateResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../plugins/errors';
import { answerOr503 } from '../../providers/shared/provider-unavailable';
import {
  LanguageNotDetectedError,
  type TranslateProvider,
} from '../../providers/translate/translate-provider';

export const translateRoutes: FastifyPluginAsyncZod<{
  translator: TranslateProvider;
  providerName: 'phrasebook' | 'libretranslate';
}> = async (app, { translator, providerName }) => {
  app.get(
    '/translate/languages',
    {
      schema: {
        tags: ['utilities'],
        summary: 'Languages the translator works between',
        response: { 200: TranslateLanguagesResponseSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async () => {
      const languages = await answerOr503(() => translator.languages());
      return { data: { languages, provider: providerName }, count: languages.length };
    },
  );

  app.post(
    '/translate',
    {
      schema: {
        tags: ['utilities'],
        summary: 'Translate a text (the offline phrasebook, or LibreTranslate when configured)',
        body: TranslateRequestSchema,
        response: {
          200: TranslateResponseSchema,
          400: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
      // Machine translation is paid per character upstream; 60 leaves room for a typing traveller.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { text, source, target } = request.body;
      const data = await answerOr503(async () => {
        const known = new Set((await translator.languages()).map((l) => l.code));
        for (const [field, code] of [
          ['source', source],
          ['target', target],
        ] as const) {
          if (!(known.has(code) || (field === 'source' && code === AUTO_DETECT))) {
            throw new ApiError(400, 'UNKNOWN_LANGUAGE', `Unknown ${field} language: ${code}`);
          }
        }
        try {
          return await translator.translate(text, source, target);
        } catch (error) {
          if (!(error instanceof LanguageNotDetectedError)) throw error;
          throw new ApiError(422, 'LANGUAGE_NOT_DETECTED', error.message);
        }
      });
      return { data };
    },
  );
};
