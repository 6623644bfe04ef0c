import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { PlannerPage } from './planner-page';
import { parsePlannerQuery } from './planner-query';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /itinery (spec §2): the free itinerary planner, or a shared plan read-only (?share=). The
 * route passes in how it reads the traveller's currency, so the data options are priced in it,
 * and the service worker's registration, which keeps the page for reading offline.
 */
export function plannerRoute(preferredCurrency: () => Promise<string>, offline: ReactNode) {
  return {
    async generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
      const { locale } = await params;
      const query = parsePlannerQuery(await searchParams);
      const t = await getTranslations({ locale, namespace: 'itinerary.planner' });
      const metadata = pageMetadata({
        locale,
        path: '/itinery',
        title: query.share ? t('sharedMetaTitle') : t('metaTitle'),
        description: t('metaDescription'),
      });
      // A shared plan is someone's own trip, and a trip's query is one of endless variants:
      // the planner itself is the page to index.
      const plain = !query.share && !Object.keys(await searchParams).length;
      return plain ? metadata : { ...metadata, robots: { index: false, follow: true } };
    },
    async Page({ params, searchParams }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      return (
        <>
          <PlannerPage
            query={parsePlannerQuery(await searchParams)}
            currency={await preferredCurrency()}
            locale={locale as Locale & Locale}
          />
          {offline}
        </>
      );
    },
  };
}
