import 'server-only';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { buildClientWords, type ClientWords } from './client-words';
import { isLocale } from './paths';
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

/**
 * GET /api/words/{locale}/{set}: the words of `namespaces`, for an island that fetches them when
 * it opens (i18n/on-demand-words.ts). Each set's route is static, built with the pages.
 */
export function onDemandWordsRoute(namespaces: readonly string[]) {
  return async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
    const { locale } = await params;
    if (!isLocale(locale)) return new Response(null, { status: 404 });
    return Response.json(await getClientWordsFor(locale, namespaces));
  };
}
