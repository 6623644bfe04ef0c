import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env/site-url';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { AttractionJsonLd } from './attraction-json-ld';
import { eventPath } from './attraction-paths';
import { EventPage } from './event-page';
import { loadAttraction } from './load-attraction';

type Props = { params: Promise<{ locale: string; attractionId: string }> };

/** A description for search results: the first sentences, within the usual 160 characters. */
const summary = (text: string) => (text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`);

/**
 * /events/{attractionId}: page and metadata. The route passes in how it reads the traveller's
 * currency (the preferences cookie), so prices are in it. An id the API does not know is a real
 * 404 (not-found.tsx beside the route offers /adventure).
 */
export function eventRoute(preferredCurrency: () => Promise<string>) {
  async function load(params: Props['params']) {
    const { locale, attractionId } = await params;
    return loadAttraction(attractionId, await preferredCurrency(), locale as Locale);
  }
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale } = await params;
      const details = await load(params);
      if (!details) return {};
      return pageMetadata({
        locale,
        path: eventPath(details.attractionId),
        title: `${details.attractionName} · ${details.city}`,
        description: summary(details.description),
      });
    },
    async Page({ params }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      const details = await load(params);
      if (!details) notFound();
      const url = `${siteUrl()}${getPathname({ href: eventPath(details.attractionId), locale: locale as Locale })}`;
      return (
        <>
          <AttractionJsonLd details={details} url={url} />
          <EventPage details={details} locale={locale as Locale} />
        </>
      );
    },
  };
}
