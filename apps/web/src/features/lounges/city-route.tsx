import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { safeDecode } from '@/lib/safe-decode';
import { CityPage } from './city-page';
import { loadCity } from './load-city';
import type { ServiceMode } from './service-paths';

type Props = {
  params: Promise<{ locale: string; city: string }>;
  searchParams: Promise<{ terminal?: string | string[] }>;
};

/** The page and metadata of /lounge/airport/{city} and /fasttrack/airport/{city}. */
export function cityRoute(mode: ServiceMode) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, city } = await params;
      // The API's name, not the URL's: "dubai" in a path is Dubai, دبي or Dubai in a title.
      const airports = await loadCity(mode, safeDecode(city), locale as Locale);
      if (!airports?.[0]) return {};
      const t = await getTranslations({ locale, namespace: 'lounges' });
      return { title: t(`city.title.${mode}`, { city: airports[0].airport.localCity }) };
    },
    async Page({ params, searchParams }: Props) {
      const { locale, city: raw } = await params;
      setRequestLocale(locale);
      const city = safeDecode(raw);
      const airports = await loadCity(mode, city, locale as Locale);
      if (!airports?.[0]) notFound();
      const { terminal } = await searchParams;
      return (
        <CityPage
          mode={mode}
          city={airports[0].airport}
          airports={airports}
          terminal={typeof terminal === 'string' ? terminal : null}
        />
      );
    },
  };
}
