'use client';
import type { ItineraryDay } from '@tern/contracts';
import { lazy, Suspense, useRef } from 'react';
import { useWords } from '@/i18n/words';
import { useInView } from '@/lib/use-in-view';

/** The map's code (projection, SVG, outline request) loads as it nears the screen. */
const DayMap = lazy(() => import('./day-map'));

/** Width to height of every day map; the placeholder keeps it, so nothing below moves. */
export const MAP_BOX_CLASSES = 'aspect-[8/5] w-full overflow-hidden rounded-xl bg-sky-100';

export interface DayMapProps {
  day: ItineraryDay;
  isoCode: string | null;
  tileUrl: string | null;
}

/**
 * A day's map, loaded after the first paint: below the stops, so on a phone it is well below the
 * fold, and its code is no part of the page's first load.
 */
export function DayMapLoader(props: DayMapProps) {
  const t = useWords('itinerary.planner');
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box, { margin: '50% 0px', once: true });
  const placeholder = (
    <div className={`${MAP_BOX_CLASSES} flex items-center justify-center`}>
      <p className="text-sm text-slate-700">{t('mapLoading')}</p>
    </div>
  );
  return (
    <div
      ref={box}
      className="mt-4 lg:sticky lg:top-20 lg:mt-0 lg:self-start print:hidden"
      data-testid="day-map"
    >
      {near ? (
        <Suspense fallback={placeholder}>
          <DayMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
