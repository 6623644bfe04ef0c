'use client';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { getItineraryUnlock } from '@/lib/api/browser/itinerary-plans';

export interface UnlockState {
  /** null until the API has answered. */
  unlocked: boolean | null;
  signedIn: boolean | null;
}

/**
 * Whether this traveller has unlocked the custom itinerary (preferences, saving): asked after
 * the first paint, as the page is the same for everyone until then.
 */
export function useUnlock(enabled: boolean): UnlockState {
  const [state, setState] = useState<UnlockState>({ unlocked: null, signedIn: null });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getItineraryUnlock({ signal: controller.signal })
      .then(({ data }) => setState({ unlocked: data.unlocked, signedIn: true }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const signedOut = isApiError(error) && error.status === 401;
        setState({ unlocked: false, signedIn: signedOut ? false : null });
      });
    return () => controller.abort();
  }, [enabled]);
  return state;
}
