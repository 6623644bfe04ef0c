import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { type Translate, toClientMessage } from '@/i18n/to-client-message';

/** What the hero's destination search says, built on the server with getTranslations(). */
export function destinationSearchMessages(t: Translate, locale: Locale) {
  return {
    locale,
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    hint: t('search.hint'),
    clear: t('search.clear'),
    startFrom: t('search.startFrom'),
    searching: t('search.searching'),
    notFound: t('search.notFound'),
    notFoundHint: t('search.notFoundHint'),
    viewAll: t('search.viewAll'),
    viewAllHref: localizePath('/esim-list', locale),
    results: toClientMessage(t, locale, 'search.results', { plural: 'count' }),
    selectionLoading: t('plans.selection.loading'),
  };
}

export type DestinationSearchMessages = ReturnType<typeof destinationSearchMessages>;
