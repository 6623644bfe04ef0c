'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { markWelcomeShown, rememberArrival, shouldShowWelcome } from './arrival-storage';
import {
  ITINERARY_TILE_ID,
  isItineraryModalOpen,
  storeItineraryModalOpen,
} from './itinerary-modal-state';
import type { WelcomeModalText } from './welcome-modal';

// The dialogs' code loads when they are first shown, not with the page (most visits never see them).
const WelcomeModal = lazy(() =>
  import('./welcome-modal').then((m) => ({ default: m.WelcomeModal })),
);
const ItineraryModal = lazy(() => import('./itinerary-modal'));

/** Let the visitor see the page before greeting them, and keep the dialog off the first paint. */
const WELCOME_DELAY_MS = 1200;

/**
 * The home page's client-side arrival behaviour in one place: the referral URL and bundleId
 * from the query string, the welcome modal on the first visit and every 12 hours after, and the
 * itinerary modal (spec §2 "toggled from stored state"): the free-itinerary tile stays a link to
 * /itinery, which a plain click turns into opening the modal, and a page loaded while the modal
 * was open opens it again. Hosted here, in an island the page has anyway, because the home
 * page's first-load JavaScript has a budget. The page is static, so the query is read here from
 * the address, not on the server.
 */
export function HomeArrival({ welcome, locale }: { welcome: WelcomeModalText; locale: Locale }) {
  const [open, setOpen] = useState(false);
  // Once shown it stays mounted, so closing runs the dialog's own close (focus return).
  const [shown, setShown] = useState(false);
  // The itinerary modal's openings: each is a fresh form, mounted until the next.
  const [itinerary, setItinerary] = useState(0);

  useEffect(() => {
    let timer: number | undefined;
    const tile = document.getElementById(ITINERARY_TILE_ID);
    const openItinerary = (event: MouseEvent) => {
      // A click meant for a new tab or window keeps the link's own behaviour.
      if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setItinerary((n) => n + 1);
    };
    tile?.addEventListener('click', openItinerary);
    try {
      rememberArrival(window.location.href, localStorage, sessionStorage);
      // A traveller back in the itinerary modal is not greeted on top of it.
      if (isItineraryModalOpen(localStorage)) setItinerary(1);
      else if (shouldShowWelcome(localStorage, Date.now())) {
        timer = window.setTimeout(() => {
          markWelcomeShown(localStorage, Date.now());
          setShown(true);
          setOpen(true);
        }, WELCOME_DELAY_MS);
      }
    } catch (error) {
      // Storage can be blocked (privacy settings); the page works without these extras.
      console.warn('[home] storage unavailable', error);
    }
    return () => {
      window.clearTimeout(timer);
      tile?.removeEventListener('click', openItinerary);
    };
  }, []);

  return (
    <Suspense fallback={null}>
      {itinerary ? (
        <ItineraryModal key={itinerary} locale={locale} storeOpen={storeItineraryModalOpen} />
      ) : null}
      {shown ? <WelcomeModal open={open} onClose={() => setOpen(false)} text={welcome} /> : null}
    </Suspense>
  );
}
