import type { TranslateLanguage, TranslateResponse } from '@tern/contracts';

export type Translation = TranslateResponse['data'];

export interface TranslateProvider {
  /** Languages it translates between; throws ProviderUnavailableError. */
  languages(): Promise<TranslateLanguage[]>;
  /** source may be "auto"; codes are already checked against languages(). */
  translate(text: string, source: string, target: string): Promise<Translation>;
}
