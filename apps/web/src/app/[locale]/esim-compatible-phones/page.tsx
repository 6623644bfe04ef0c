import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EsimPhonesPage } from '@/features/esim-phones';
import { pageMetadata } from '@/lib/seo/page-metadata';

/** Static, regenerated at most every five minutes, like the catalogue pages (cache-policy.ts). */
export const revalidate = 300;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'utilities.devices' });
  return pageMetadata({
    locale,
    path: '/esim-compatible-phones',
    title: t('title'),
    description: t('metaDescription'),
  });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <EsimPhonesPage />;
}
