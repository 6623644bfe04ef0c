'use client';
import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { getItineraryUnlock } from '@/lib/api/browser/itinerary-unlock';

export interface UnlockState {
  /** null until the API has answered; only a signed-in traveller can have unlocked. */
  unlocked: boolean | null;
}

/**
 * Whether this traveller has unlocked the custom itinerary (preferences, saving): asked after
 * the first paint, as the page is the same for everyone until then.
 */
export function useUnlock(enabled: boolean): UnlockState {
  const [state, setState] = useState<UnlockState>({ unlocked: null });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getItineraryUnlock(controller.signal)
      .then(({ data }) => setState({ unlocked: data.unlocked }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // Locked is the safe reading of an unknown state: the prompt says how to unlock.
        if (!isApiError(error) || error.status !== 401)
          console.warn('[itinerary] unlock state', error);
        setState({ unlocked: false });
      });
    return () => controller.abort();
  }, [enabled]);
  return state;
}
