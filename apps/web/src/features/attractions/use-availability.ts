'use client';
import type { AttractionDay } from '@tern/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getAttractionAvailability } from '@/lib/api/browser/attractions';

export type Availability =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; days: ReadonlyMap<string, AttractionDay> };

/** The window's days, one call for the whole calendar (the API allows 92 days). */
export function useAvailability(attractionId: string, window: { min: string; max: string }) {
  const [availability, setAvailability] = useState<Availability>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt ("try again") asks once more.
  useEffect(() => {
    const controller = new AbortController();
    setAvailability({ status: 'loading' });
    getAttractionAvailability(attractionId, { from: window.min, to: window.max }, controller.signal)
      .then(({ data }) =>
        setAvailability({
          status: 'ready',
          days: new Map(data.days.map((day) => [day.date, day])),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[attractions] availability failed', error);
        setAvailability({ status: 'failed' });
      });
    return () => controller.abort();
  }, [attractionId, window.min, window.max, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { availability, retry };
}
