'use client';

import { useEffect } from 'react';

/**
 * Taps and typing made before hydration wait for this event on `window`
 * (scripts/hold-until-hydrated.mjs, inlined by the front server, listens for the same name).
 */
export const HYDRATED_EVENT = 'tern:hydrated';

/**
 * Announces hydration. Rendered once in the root layout; its effect runs when the layout has
 * hydrated, and the event waits one task more so that the effects of the same commit (a dialog's
 * listeners, a picker's state) are in place before a held click is replayed.
 */
export function HydrationSignal() {
  useEffect(() => {
    const timer = setTimeout(() => window.dispatchEvent(new Event(HYDRATED_EVENT)), 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
