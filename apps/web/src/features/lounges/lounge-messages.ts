import type { Locale } from '@/i18n/routing';
import type { Translate } from '@/i18n/to-client-message';
import type { ServiceMode } from './service-paths';

/** The city picker's words, translated on the server for the client components. */
export function cityPickerMessages(t: Translate, locale: Locale, mode: ServiceMode) {
  return {
    locale,
    title: t('lounges.picker.title'),
    searchLabel: t('lounges.picker.searchLabel'),
    searchPlaceholder: t('lounges.picker.searchPlaceholder'),
    listLabel: t(`lounges.picker.listLabel.${mode}`),
    next: t('lounges.picker.next'),
    noCities: t('lounges.picker.noCities'),
    loading: t('lounges.picker.loading'),
    loadFailed: t('lounges.picker.loadFailed'),
    pleaseSelect: t('lounges.PLEASE_SELECT_A_COUNTRY'),
    close: t('common.close'),
  };
}

export type CityPickerMessages = ReturnType<typeof cityPickerMessages>;
