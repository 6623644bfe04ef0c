'use client';
import { useEffect, useState } from 'react';
import type { ClientWords } from '@/i18n/client-words';
import { onDemandWords } from '@/i18n/on-demand-words';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { defaultItineraryHref, todayIn } from '@/lib/itinerary-link';
import { ItineraryForm } from './itinerary-form';
import { ITINERARY_MODAL_WORDS } from './messages';

export interface ItineraryModalProps {
  locale: Locale;
  /**
   * Keeps the modal's open state in localStorage (itinerary-modal-state.ts). Handed down by
   * HomeArrival rather than imported, so that module stays inside the home page's own island.
   */
  storeOpen: (open: boolean) => void;
}

/**
 * The home page's itinerary modal (spec §2), loaded by HomeArrival when the free-itinerary tile
 * is pressed or the stored state says it was open, and mounted afresh for each opening. It keeps
 * the stored state while open, fetches its words, then shows the form. Without its words it
 * cannot speak, so the traveller goes where the tile links without JavaScript (with today's date
 * on their own clock).
 */
export default function ItineraryModal({ locale, storeOpen }: ItineraryModalProps) {
  const [words, setWords] = useState<ClientWords | null>(null);
  const [open, setOpen] = useState(true);

  useEffect(() => {
    storeOpen(true);
    let stale = false;
    onDemandWords(locale, ITINERARY_MODAL_WORDS.set).then(
      (loaded) => !stale && setWords(loaded),
      (error: unknown) => {
        console.error('[itinerary] the modal’s words did not load', error);
        if (stale) return;
        storeOpen(false);
        window.location.assign(localizePath(defaultItineraryHref(todayIn()), locale));
      },
    );
    return () => {
      stale = true;
    };
  }, [locale, storeOpen]);

  if (!words) return null;
  return (
    <ItineraryForm
      open={open}
      words={words}
      onClose={() => {
        storeOpen(false);
        setOpen(false);
      }}
    />
  );
}
