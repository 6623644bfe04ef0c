import 'server-only';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { buildClientWords, type ClientWords } from './client-words';
import type { Locale } from './routing';
import type { Translate } from './to-client-message';

/** The words of `namespaces` for this request's locale, for a WordsProvider. */
export async function getClientWords(namespaces: readonly string[]): Promise<ClientWords> {
  const locale = (await getLocale()) as Locale;
  const [t, raw] = await Promise.all([getTranslations({ locale }), getMessages({ locale })]);
  return buildClientWords(t as unknown as Translate, raw, locale, namespaces);
}
