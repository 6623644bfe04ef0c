import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/routing';
import { POPULAR_GRID_CLASSES, PopularAttractionCard } from './popular-attraction-card';
import { getPopularAttractions } from './popular-attractions';

export interface PopularAttractionListWords {
  /** The card's call to action, "Book now". */
  book: string;
  unavailableTitle: string;
  unavailableText: string;
}

/**
 * The first `count` popular attractions as cards, or an honest empty state when the API is
 * down. No Suspense boundary on purpose: the pages showing it are static, so the cards are in
 * their HTML; a boundary made the prerender emit a skeleton first and swap the cards in at the
 * end of the document: a later paint and a small layout shift for nothing.
 */
export async function PopularAttractionList({
  locale,
  count,
  words,
}: {
  locale: Locale;
  count: number;
  words: PopularAttractionListWords;
}) {
  const result = await getPopularAttractions(locale, count);
  if (result.status === 'unavailable' || result.products.length === 0) {
    return <EmptyState title={words.unavailableTitle} description={words.unavailableText} />;
  }
  return (
    <ul className={POPULAR_GRID_CLASSES}>
      {result.products.map((product) => (
        <li key={product.attractionId}>
          <PopularAttractionCard product={product} bookLabel={words.book} />
        </li>
      ))}
    </ul>
  );
}
