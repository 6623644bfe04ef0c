import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ContentPage, type ContentSection } from './content-page';

/** The three legal pages share one shape in pages.json: title, description, date, sections. */
export type LegalPageKey = 'terms' | 'privacy' | 'refund';

export async function legalPageMetadata(
  locale: string,
  key: LegalPageKey,
  path: string,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `pages.${key}` });
  return pageMetadata({ locale, path, title: t('title'), description: t('description') });
}

export async function LegalPage({ locale, pageKey }: { locale: string; pageKey: LegalPageKey }) {
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <ContentPage
      title={t(`${pageKey}.title`)}
      lead={<p className="text-sm">{t('updated', { date: t(`${pageKey}.date`) })}</p>}
      sections={t.raw(`${pageKey}.sections`) as ContentSection[]}
    />
  );
}
