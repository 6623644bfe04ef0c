import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { SectionLink } from '@/components/ui/section-link';
import type { Locale } from '@/i18n/routing';
import { PopularAttractionList } from './popular-attraction-list';

const WORD_KEYS = [
  'eyebrow',
  'title',
  'text',
  'exploreAll',
  'book',
  'unavailableTitle',
  'unavailableText',
] as const;

/** Its heading's words, and the list's (PopularAttractionListWords). */
export type PopularAttractionsSectionWords = Record<(typeof WORD_KEYS)[number], string>;

/** The section's words from a page's namespace holding the same keys (home.deals, …events). */
export function popularAttractionsWords(
  t: (key: (typeof WORD_KEYS)[number]) => string,
): PopularAttractionsSectionWords {
  return Object.fromEntries(
    WORD_KEYS.map((key) => [key, t(key)]),
  ) as PopularAttractionsSectionWords;
}

/**
 * A section of the first `count` popular attractions under its heading, 'Explore all' to
 * /adventure (spec §2: the home page's deals, the itinerary landing page's Top Events).
 */
export function PopularAttractionsSection({
  id,
  locale,
  count,
  words,
  exploreTestId,
  className = '',
  testId,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  locale: Locale;
  count: number;
  words: PopularAttractionsSectionWords;
  exploreTestId: string;
  className?: string;
  testId?: string;
}) {
  return (
    <section aria-labelledby={id} className={`py-10 sm:py-12 ${className}`} data-testid={testId}>
      <Container>
        <SectionHeading
          id={id}
          eyebrow={words.eyebrow}
          title={words.title}
          text={words.text}
          action={<SectionLink href="/adventure" label={words.exploreAll} testId={exploreTestId} />}
        />
        <PopularAttractionList locale={locale} count={count} words={words} />
      </Container>
    </section>
  );
}
