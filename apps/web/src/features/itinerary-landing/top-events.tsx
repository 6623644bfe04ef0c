import { TOP_EVENTS_COUNT } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { SectionLink } from '@/components/ui/section-link';
import { PopularAttractionList } from '@/features/attractions';
import type { Locale } from '@/i18n/routing';

/** Spec §2 Top Events: the first 4 popular events, 'Book now' to each, 'Explore all' to /adventure. */
export async function TopEvents({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'itineraryLanding.events' });
  return (
    <section aria-labelledby="top-events-title" className="py-10 sm:py-12" data-testid="top-events">
      <Container>
        <SectionHeading
          id="top-events-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          text={t('text')}
          action={
            <SectionLink href="/adventure" label={t('exploreAll')} testId="events-explore-all" />
          }
        />
        <PopularAttractionList
          locale={locale}
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
