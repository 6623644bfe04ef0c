import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EsimListPage, parseEsimListQuery } from '@/features/esim-list';
import { getPreferredCurrency } from '@/features/preferences/server';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params, searchParams }: Props) {
  const { locale } = await params;
  const query = parseEsimListQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'destination.esimList' });
  const path = query.page > 1 ? `/esim-list?page=${query.page}` : '/esim-list';
  const metadata = pageMetadata({
    locale,
    path,
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
  // Search results are thin, ever-changing pages: keep them out of the index.
  return query.searchText ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** Server-rendered in the visitor's currency (reading the cookie makes it per request). */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = parseEsimListQuery(await searchParams);
  return <EsimListPage query={query} currency={await getPreferredCurrency()} />;
}
