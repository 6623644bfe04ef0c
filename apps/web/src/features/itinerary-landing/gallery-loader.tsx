'use client';
import { lazy, Suspense, useRef } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useInView } from '@/lib/use-in-view';
import { GALLERY_GRID, GALLERY_PICTURE, type GalleryCard } from './gallery-destinations';

/** Below the fold: the cards' code loads as the gallery nears the screen, never with the page. */
const GalleryCards = lazy(() => import('./gallery-cards'));

/**
 * Spec §2: the destinations gallery is shown only after the page has mounted. Until then (and
 * in the static HTML) six placeholders of the cards' size hold its place, so nothing moves.
 */
export function GalleryLoader({
  cards,
  loading,
}: {
  cards: readonly GalleryCard[];
  loading: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  // useInView starts false on the server and while hydrating: true means mounted and near.
  const near = useInView(box, { margin: '100% 0px', once: true });
  const placeholder = (
    <div role="status" aria-label={loading}>
      <ul className={GALLERY_GRID} aria-hidden="true">
        {cards.map((card) => (
          <li key={card.key}>
            <Skeleton className={GALLERY_PICTURE} />
            {/* The card's name and landmark lines. */}
            <Skeleton className="mt-2 h-6 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <div ref={box} data-testid="gallery">
      {near ? (
        <Suspense fallback={placeholder}>
          <GalleryCards cards={cards} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
