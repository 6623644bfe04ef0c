import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AdventurePage } from './adventure-page';
import { isFiltered, parseAdventureQuery } from './adventure-query';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * /adventure: page and metadata. The route passes in how it reads the traveller's currency
 * (the preferences cookie), so prices are in it; reading it renders the page per request.
 */
export function adventureRoute(preferredCurrency: () => Promise<string>) {
  return {
    async generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
      const { locale } = await params;
      const query = parseAdventureQuery(await searchParams);
      const t = await getTranslations({ locale, namespace: 'attractions.adventure' });
      const metadata = pageMetadata({
        locale,
        path: '/adventure',
        title: t('metaTitle'),
        description: t('metaDescription'),
      });
      // Filtered lists are thin, ever-changing pages: keep them out of the index.
      return isFiltered(query) || query.page > 1
        ? { ...metadata, robots: { index: false, follow: true } }
        : metadata;
    },
    async Page({ params, searchParams }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      const query = parseAdventureQuery(await searchParams);
      return (
        <AdventurePage
          query={query}
          currency={await preferredCurrency()}
          locale={locale as Locale}
        />
      );
    },
  };
}
