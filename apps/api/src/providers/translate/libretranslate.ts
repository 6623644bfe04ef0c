import type { TranslateLanguage } from '@tern/contracts';
import { z } from 'zod';
import { fetchUpstream, ProviderUnavailableError } from '../shared/provider-unavailable';
import type { TranslateProvider } from './translate-provider';

const PROVIDER = 'translation';
const LANGUAGES_TTL_MS = 60 * 60_000;

const LanguagesSchema = z.array(z.object({ code: z.string(), name: z.string() }));
const TranslatedSchema = z.object({
  translatedText: z.string(),
  // Sent when the request's source was "auto".
  detectedLanguage: z.object({ language: z.string() }).optional(),
});

export interface LibreTranslateOptions {
  url: string;
  apiKey?: string;
}

/** LibreTranslate (POST /translate, GET /languages); its language list is kept for an hour. */
export function createLibreTranslate(options: LibreTranslateOptions): TranslateProvider {
  const baseUrl = options.url.replace(/\/+$/, '');
  let languages: { list: TranslateLanguage[]; at: number } | undefined;

  async function parse<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new ProviderUnavailableError(PROVIDER, 'unexpected answer');
    return parsed.data;
  }

  return {
    async languages() {
      if (!languages || Date.now() - languages.at > LANGUAGES_TTL_MS) {
        const response = await fetchUpstream(PROVIDER, `${baseUrl}/languages`);
        const list = (await parse(response, LanguagesSchema)).map(({ code, name }) => ({
          code,
          name,
        }));
        languages = { list, at: Date.now() };
      }
      return languages.list;
    },
    async translate(text, source, target) {
      const response = await fetchUpstream(PROVIDER, `${baseUrl}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          q: text,
          source,
          target,
          format: 'text',
          ...(options.apiKey ? { api_key: options.apiKey } : {}),
        }),
        timeoutMs: 15_000,
      });
      const { translatedText, detectedLanguage } = await parse(response, TranslatedSchema);
      return {
        translations: [{ translatedText }],
        match: 'machine',
        provider: 'libretranslate',
        ...(detectedLanguage ? { detectedSource: detectedLanguage.language } : {}),
        suggestions: [],
      };
    },
  };
}
