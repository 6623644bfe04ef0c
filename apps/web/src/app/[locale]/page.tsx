import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/features/home';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** Regenerated at most every five minutes, like the catalogue data it shows (cache-policy.ts). */
export const revalidate = 300;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'seo' });
  const metadata = pageMetadata({
    locale,
    path: '/',
    title: t('defaultTitle'),
    description: t('defaultDescription'),
  });
  // The home page's title already carries the brand; the "… · Tern" template would repeat it.
  return { ...metadata, title: { absolute: t('defaultTitle') } };
}

export default async function Page({ params }: Props) {
  setRequestLocale((await params).locale);
  return <HomePage />;
}
