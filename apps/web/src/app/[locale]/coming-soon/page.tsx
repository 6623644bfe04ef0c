import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoonPage, knownService } from '@/features/content';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pages.comingSoon' });
  return {
    ...pageMetadata({
      locale,
      path: '/coming-soon',
      title: t('title'),
      description: t('description'),
    }),
    // A placeholder is not worth a search result.
    robots: { index: false, follow: true },
  };
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ComingSoonPage locale={locale} service={knownService((await searchParams).service)} />;
}
