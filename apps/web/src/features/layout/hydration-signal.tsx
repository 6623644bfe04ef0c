'use client';

import { useEffect } from 'react';
import { HYDRATED_EVENT } from './hold-clicks';

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
