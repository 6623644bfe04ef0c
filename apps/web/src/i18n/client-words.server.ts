import 'server-only';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { buildClientWords, type ClientWords } from './client-words';
import type { Locale } from './routing';
import type { Translate } from './to-client-message';

/** The words of `namespaces` for this request's locale, for a WordsProvider. */
export async function getClientWords(namespaces: readonly string[]): Promise<ClientWords> {
  return getClientWordsFor((await getLocale()) as Locale, namespaces);
}

/** The words of `namespaces` in `locale`: for a route outside the [locale] pages. */
export async function getClientWordsFor(
  locale: Locale,
  namespaces: readonly string[],
): Promise<ClientWords> {
  const [t, raw] = await Promise.all([getTranslations({ locale }), getMessages({ locale })]);
  return buildClientWords(t as unknown as Translate, raw, locale, namespaces);
}
