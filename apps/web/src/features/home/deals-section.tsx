import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/routing';
import { DEAL_GRID_CLASSES, DealCard } from './deal-card';
import { getDealAttractions } from './get-deal-attractions';
import { SectionHeading } from './section-heading';
import { SectionLink } from './section-link';

async function DealsList() {
  const t = await getTranslations('home.deals');
  const result = await getDealAttractions((await getLocale()) as Locale);
  if (result.status === 'unavailable' || result.products.length === 0) {
    return <EmptyState title={t('unavailableTitle')} description={t('unavailableText')} />;
  }
  return (
    <ul className={DEAL_GRID_CLASSES}>
      {result.products.map((product) => (
        <li key={product.attractionId}>
          <DealCard product={product} bookLabel={t('book')} />
        </li>
      ))}
    </ul>
  );
}

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
        {/*
          No Suspense boundary on purpose: the page is static, so the deals are in its HTML. A
          boundary made the prerender emit a skeleton first and swap the cards in at the end of
          the document: a later paint and a small layout shift for nothing.
        */}
        <DealsList />
      </Container>
    </section>
  );
}
