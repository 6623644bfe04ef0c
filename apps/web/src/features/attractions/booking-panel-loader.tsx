'use client';
import type { AttractionDetails } from '@tern/contracts';
import { lazy, Suspense, useRef } from 'react';
import { useWords } from '@/i18n/words';
import { useInView } from '@/lib/use-in-view';

/** What the booking panel needs of the attraction (prices already in the traveller's currency). */
export type BookingAttraction = Pick<
  AttractionDetails,
  | 'attractionId'
  | 'city'
  | 'timeZone'
  | 'ticketTypes'
  | 'requiresAdult'
  | 'maxTickets'
  | 'bookingWindowDays'
> & {
  name: string;
  currency: string;
  /** Hours before the visit until which cancelling is free; null when it never is. */
  freeCancellationHours: number | null;
};

export interface BookingPanelProps {
  attraction: BookingAttraction;
  /** The attraction's offset from UTC ("GMT+1"), worked out on the server. */
  zone: string;
  /** This page (where "continue" goes without JavaScript) and the locale's /checkout. */
  detailsPath: string;
  checkoutPath: string;
}

/**
 * The calendar, slots, tickets and quote load when the panel comes near the screen: beside the
 * details on a desktop (at once), under them on a phone (as the traveller scrolls there), so
 * their code is not in the page's first load.
 */
const BookingPanel = lazy(() => import('./booking-panel'));

/** The panel's box, the same size loading and loaded, so nothing below it moves. */
export const PANEL_CLASSES =
  'min-h-[34rem] rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

export function BookingPanelLoader(props: BookingPanelProps) {
  const t = useWords('attractions.booking');
  const box = useRef<HTMLDivElement>(null);
  const near = useInView(box, { margin: '100% 0px', once: true });
  const placeholder = (
    <div className={PANEL_CLASSES} data-testid="booking-panel-loading">
      <h2 className="text-xl font-bold text-ink">{t('title')}</h2>
      <p className="mt-2 text-sm text-slate-600" role="status">
        {t('loading')}
      </p>
    </div>
  );
  return (
    <div ref={box}>
      {near ? (
        <Suspense fallback={placeholder}>{<BookingPanel {...props} />}</Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
