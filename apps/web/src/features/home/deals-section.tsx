import { TOP_EVENTS_COUNT } from '@tern/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { PopularAttractionsSection, popularAttractionsWords } from '@/features/attractions';
import type { Locale } from '@/i18n/routing';

/** Spec §2: the first four attraction deals, each to /events/{attractionId}; explore-all to /adventure. */
export async function DealsSection() {
  const t = await getTranslations('home.deals');
  return (
    <PopularAttractionsSection
      id="deals-title"
      locale={(await getLocale()) as Locale}
      // Spec §9: "deals and top events show 4".
      count={TOP_EVENTS_COUNT}
      words={popularAttractionsWords(t)}
      exploreTestId="deals-explore-all"
      className="defer-offscreen"
    />
  );
}
