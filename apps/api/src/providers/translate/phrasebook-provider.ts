import { AUTO_DETECT } from '@tern/contracts';
import { PHRASEBOOK } from './phrasebook/index';
import { PHRASEBOOK_LANGUAGES, type PhraseLanguage } from './phrasebook/languages';
import { createPhraseMatcher, toSuggestion } from './phrasebook/matcher';
import {
  LanguageNotDetectedError,
  type TranslateProvider,
  type Translation,
} from './translate-provider';

const CODES = PHRASEBOOK_LANGUAGES.map((l) => l.code);

/**
 * The built-in translator: Tern's travel phrasebook, no network. It translates the phrases it
 * holds and says honestly when a text is not one of them, offering the nearest ones instead.
 */
export function createPhrasebookTranslator(): TranslateProvider {
  const matcher = createPhraseMatcher(PHRASEBOOK, CODES);
  return {
    async languages() {
      return PHRASEBOOK_LANGUAGES.map((l) => ({ ...l }));
    },
    async translate(text, source, target): Promise<Translation> {
      const to = target as PhraseLanguage;
      const detect = source === AUTO_DETECT;
      const found = matcher.find(text, detect ? undefined : (source as PhraseLanguage));
      if (found.found) {
        const { phrase, language } = found.found;
        const close = found.match === 'close';
        return {
          translations: [{ translatedText: phrase[to] }],
          match: found.match,
          provider: 'phrasebook',
          // The phrase matched is in one language: that is the text's language.
          ...(detect ? { detectedSource: language } : {}),
          ...(close ? { message: `Translated as the nearest phrase: "${phrase[language]}".` } : {}),
          suggestions: close ? [toSuggestion(found.found, to)] : [],
        };
      }
      if (detect) {
        throw new LanguageNotDetectedError(
          'the offline travel phrasebook recognises only its own phrases. Choose the language it is in.',
        );
      }
      return {
        translations: [],
        match: 'none',
        provider: 'phrasebook',
        message:
          'The offline travel phrasebook does not have this text, and no translation service is configured. Try one of the nearest phrases.',
        suggestions: found.suggestions.map((s) => toSuggestion(s, to)),
      };
    },
  };
}
