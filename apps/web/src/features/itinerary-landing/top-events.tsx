import { TOP_EVENTS_COUNT } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { PopularAttractionsSection, popularAttractionsWords } from '@/features/attractions';
import type { Locale } from '@/i18n/routing';

/** Spec §2 Top Events: the first 4 popular events, 'Book now' to each, 'Explore all' to /adventure. */
export async function TopEvents({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'itineraryLanding.events' });
  return (
    <PopularAttractionsSection
      id="top-events-title"
      locale={locale}
      count={TOP_EVENTS_COUNT}
      words={popularAttractionsWords(t)}
      exploreTestId="events-explore-all"
      testId="top-events"
    />
  );
}
