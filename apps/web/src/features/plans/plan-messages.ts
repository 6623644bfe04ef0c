import type { DestinationCardMessages } from '@/components/ui/destination-card';
import type { Locale } from '@/i18n/routing';
import { type Translate, toClientMessage } from '@/i18n/to-client-message';

/** Built on the server with the root translator (getTranslations()), passed to client lists. */
export function destinationCardMessages(t: Translate, locale: Locale): DestinationCardMessages {
  return {
    locale,
    unlimited: t('common.unlimited'),
    startingFrom: t('common.startingFrom'),
    day: toClientMessage(t, locale, 'common.day', { plural: 'count' }),
  };
}

/** Everything the home page's plan listing says, in the page's language. */
export function planListingMessages(t: Translate, locale: Locale) {
  const message = (key: string, options?: Parameters<typeof toClientMessage>[3]) =>
    toClientMessage(t, locale, `plans.${key}`, options);
  return {
    locale,
    card: destinationCardMessages(t, locale),
    tabs: {
      label: t('plans.tabs.label'),
      popular: t('plans.tabs.popular'),
      local: t('plans.tabs.local'),
      regions: t('plans.tabs.regions'),
    },
    search: {
      label: t('plans.search.label'),
      placeholder: t('plans.search.placeholder'),
      submit: t('plans.search.submit'),
    },
    chooseOptions: t('common.chooseOptions'),
    chooseOptionsFor: message('chooseOptionsFor', { args: ['name'] }),
    countries: message('countries', { plural: 'count' }),
    results: message('results', { args: ['shown', 'total'] }),
    loading: t('common.loading'),
    empty: {
      regions: t('plans.ESIM_PLANE_NOT_FOUND'),
      regionsHint: t('plans.regionsEmptyHint'),
      countryNotFound: t('plans.countryNotFound'),
      countryNotFoundHint: t('plans.countryNotFoundHint'),
      noPlans: t('plans.noPlans'),
      noPlansHint: t('plans.noPlansHint'),
    },
    pagination: {
      nav: t('plans.pagination.label'),
      previous: t('common.previous'),
      next: t('common.next'),
      page: message('pagination.page', { args: ['page'] }),
      loadMore: t('plans.pagination.loadMore'),
      loadLess: t('plans.pagination.loadLess'),
    },
    selectionLoading: t('plans.selection.loading'),
  };
}

export type PlanListingMessages = ReturnType<typeof planListingMessages>;
