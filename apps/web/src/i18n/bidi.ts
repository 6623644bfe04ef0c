import { localeDirection } from './direction';

/**
 * A value that runs its own way inside a sentence of the other direction (an e-mail address in
 * Arabic), isolated so its characters keep their order: first-strong isolate … pop isolate.
 * Left-to-right pages get the text as it is.
 */
export function isolated(text: string, locale: string): string {
  return localeDirection(locale) === 'rtl' ? `\u2068${text}\u2069` : text;
}
