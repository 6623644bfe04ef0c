import type { Locale } from '@/i18n/routing';
import { type Translate, toClientMessage } from '@/i18n/to-client-message';

/** The currency picker's and list's words, built on the server with the root translator. */
export function currencyMessages(t: Translate, locale: Locale) {
  return {
    locale,
    change: toClientMessage(t, locale, 'currency.change', { args: ['code'] }),
    title: t('currency.title'),
    searchLabel: t('currency.searchLabel'),
    searchPlaceholder: t('currency.searchPlaceholder'),
    noMatch: toClientMessage(t, locale, 'currency.noMatch', { args: ['query'] }),
    loadFailed: t('currency.loadFailed'),
    note: toClientMessage(t, locale, 'currency.note', { args: ['date'] }),
    close: t('common.close'),
    loading: t('common.loading'),
  };
}

export type CurrencyMessages = ReturnType<typeof currencyMessages>;
