import { TOP_EVENTS_COUNT } from '@tern/domain';
import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { SectionLink } from '@/components/ui/section-link';
import { PopularAttractionList } from '@/features/attractions';
import type { Locale } from '@/i18n/routing';

/** Spec §2: the first four attraction deals, each to /events/{attractionId}; explore-all to /adventure. */
export async function DealsSection() {
  const t = await getTranslations('home.deals');
  return (
    <section aria-labelledby="deals-title" className="defer-offscreen py-10 sm:py-12">
      <Container>
        <SectionHeading
          id="deals-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          text={t('text')}
          action={
            <SectionLink href="/adventure" label={t('exploreAll')} testId="deals-explore-all" />
          }
        />
        <PopularAttractionList
          locale={(await getLocale()) as Locale}
          // Spec §9: "deals and top events show 4".
          count={TOP_EVENTS_COUNT}
          words={{
            book: t('book'),
            unavailableTitle: t('unavailableTitle'),
            unavailableText: t('unavailableText'),
          }}
        />
      </Container>
    </section>
  );
}
