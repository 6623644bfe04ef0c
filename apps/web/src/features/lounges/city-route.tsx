import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
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
      const t = await getTranslations({ locale, namespace: 'lounges' });
      return { title: t(`city.title.${mode}`, { city: safeDecode(city) }) };
    },
    async Page({ params, searchParams }: Props) {
      const { locale, city: raw } = await params;
      setRequestLocale(locale);
      const city = safeDecode(raw);
      const airports = await loadCity(mode, city);
      if (!airports) notFound();
      const { terminal } = await searchParams;
      return (
        <CityPage
          mode={mode}
          city={airports[0]?.airport.city ?? city}
          airports={airports}
          terminal={typeof terminal === 'string' ? terminal : null}
        />
      );
    },
  };
}
