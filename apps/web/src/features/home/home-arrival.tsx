'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { markWelcomeShown, rememberArrival, shouldShowWelcome } from './arrival-storage';
import type { WelcomeModalText } from './welcome-modal';

// The dialog's code loads when it is first shown, not with the page (most visits never see it).
const WelcomeModal = lazy(() =>
  import('./welcome-modal').then((m) => ({ default: m.WelcomeModal })),
);

/** Let the visitor see the page before greeting them, and keep the dialog off the first paint. */
const WELCOME_DELAY_MS = 1200;

/**
 * The home page's client-side arrival behaviour in one place: the referral URL and bundleId
 * from the query string, and the welcome modal on the first visit and every 12 hours after.
 * The page is static, so the query is read here from the address, not on the server.
 */
export function HomeArrival({ welcome }: { welcome: WelcomeModalText }) {
  const [open, setOpen] = useState(false);
  // Once shown it stays mounted, so closing runs the dialog's own close (focus return).
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let timer: number | undefined;
    try {
      rememberArrival(window.location.href, localStorage, sessionStorage);
      if (shouldShowWelcome(localStorage, Date.now())) {
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
    return () => window.clearTimeout(timer);
  }, []);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeModal open={open} onClose={() => setOpen(false)} text={welcome} />
    </Suspense>
  );
}
