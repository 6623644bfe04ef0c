import { z } from 'zod';

export const TRANSLATE_MAX_CHARS = 5_000;

/** The source that asks the translator to find the text's language itself. */
export const AUTO_DETECT = 'auto';

const LanguageCodeSchema = z
  .string({ error: 'language is required' })
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/, { error: 'language must be a code such as en or zh' })
  .transform((code) => code.toLowerCase());

const SourceLanguageSchema = z
  .string({ error: 'source is required' })
  .trim()
  .regex(/^([A-Za-z]{2,3}(-[A-Za-z]{2,4})?|auto)$/i, {
    error: 'source must be a language code such as en or zh, or "auto"',
  })
  .transform((code) => code.toLowerCase());

export const TranslateRequestSchema = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, { error: 'text must not be empty' })
    .max(TRANSLATE_MAX_CHARS, { error: `text must be at most ${TRANSLATE_MAX_CHARS} characters` })
    .describe('What to translate, 1 to 5,000 characters'),
  source: SourceLanguageSchema.describe(
    'Language of text, one of GET /v1/translate/languages, or "auto" to detect it (422 LANGUAGE_NOT_DETECTED when it cannot be)',
  ),
  target: LanguageCodeSchema.describe('Language to translate into, one of /v1/translate/languages'),
});
export type TranslateRequest = z.input<typeof TranslateRequestSchema>;

export const TranslateMatchSchema = z
  .enum(['exact', 'close', 'none', 'machine'])
  .describe(
    'exact/close: found in the travel phrasebook (close = forgiving match of case, accents, punctuation or a small typo); none: the phrasebook has no such phrase (translations is empty, see message and suggestions); machine: translated by a translation service',
  );
export type TranslateMatch = z.infer<typeof TranslateMatchSchema>;

export const PhraseSuggestionSchema = z.object({
  source: z.string().describe('A phrasebook phrase in the source language'),
  target: z.string().describe('The same phrase in the target language'),
  category: z.string().describe('Phrasebook section, e.g. food or emergencies'),
});
export type PhraseSuggestion = z.infer<typeof PhraseSuggestionSchema>;

export const TranslateResponseSchema = z.object({
  data: z.object({
    translations: z
      .array(z.object({ translatedText: z.string().describe('The translation') }))
      .describe('One entry when translated; empty when match is none'),
    match: TranslateMatchSchema,
    provider: z.enum(['phrasebook', 'libretranslate']).describe('Who translated'),
    detectedSource: z
      .string()
      .optional()
      .describe('With source "auto": the language code the text was found to be in'),
    message: z
      .string()
      .optional()
      .describe('Plain-English explanation when match is close or none'),
    suggestions: z
      .array(PhraseSuggestionSchema)
      .describe('Nearest phrasebook phrases (at most 5); empty unless match is close or none'),
  }),
});
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;

export const TranslateLanguageSchema = z.object({
  code: z.string().describe('Language code, e.g. vi'),
  name: z.string().describe('English name, e.g. Vietnamese'),
});
export type TranslateLanguage = z.infer<typeof TranslateLanguageSchema>;

export const TranslateLanguagesResponseSchema = z.object({
  data: z.object({
    languages: z.array(TranslateLanguageSchema),
    provider: z.enum(['phrasebook', 'libretranslate']),
  }),
  count: z.number().int(),
});
export type TranslateLanguagesResponse = z.infer<typeof TranslateLanguagesResponseSchema>;
