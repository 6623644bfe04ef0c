import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { LandingPage } from './landing-page';
import { ITINERARY_LANDING_PATH } from './landing-paths';

type Props = { params: Promise<{ locale: string }> };

/** /itinerary: page and metadata, with its Vietnamese alternate like every page. */
export const itineraryLandingRoute = {
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { locale } = await params;
    const t = await getTranslations({ locale, namespace: 'itineraryLanding' });
    return pageMetadata({
      locale,
      path: ITINERARY_LANDING_PATH,
      title: t('metaTitle'),
      description: t('metaDescription'),
    });
  },
  async Page({ params }: Props) {
    const { locale } = await params;
    setRequestLocale(locale);
    return <LandingPage locale={locale as Locale} />;
  },
};
