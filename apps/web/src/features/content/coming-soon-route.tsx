import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ComingSoonPage } from './coming-soon-page';

type Props = { params: Promise<{ locale: string }> };

/**
 * The spec's routes for services that are not built yet (/itinery, /adventure, /events/{id},
 * airport lounge and fast track) answer with an honest coming-soon page instead of a 404, so
 * every link on the home page leads somewhere real.
 */
export function comingSoonRoute(service: string) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const t = await getTranslations({
        locale: (await params).locale,
        namespace: 'pages.comingSoon',
      });
      return { title: t(`services.${service}.title`), robots: { index: false, follow: true } };
    },
    async Page({ params }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      return <ComingSoonPage locale={locale} service={service} />;
    },
  };
}
