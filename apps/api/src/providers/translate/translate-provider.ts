import type { TranslateLanguage, TranslateResponse } from '@tern/contracts';

export type Translation = TranslateResponse['data'];

/** Thrown for source "auto" when the text's language cannot be told. */
export class LanguageNotDetectedError extends Error {
  constructor(readonly reason: string) {
    super(`The language of the text could not be detected: ${reason}`);
  }
}

export interface TranslateProvider {
  /** Languages it translates between; throws ProviderUnavailableError. */
  languages(): Promise<TranslateLanguage[]>;
  /**
   * source may be "auto": the answer then names detectedSource, or it throws
   * LanguageNotDetectedError. Codes are already checked against languages().
   */
  translate(text: string, source: string, target: string): Promise<Translation>;
}
