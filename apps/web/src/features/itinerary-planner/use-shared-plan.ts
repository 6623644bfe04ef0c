'use client';
import type { SharedItinerary } from '@tern/contracts';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { getSharedItinerary } from '@/lib/api/browser/itinerary-plans';
import { keepSharedPlan, readSharedPlan } from './plan-storage';
import type { SharedView } from './planner-props';
import type { Planner } from './use-planner';

/**
 * A shared plan's page: kept on this device once opened, so the link works with no connection
 * later; asked for again here when the server could not (or the page is the worker's copy).
 */
export function useSharedPlan(
  planner: Planner,
  shared: (SharedView & { sharedAt: string | null }) | null,
  fresh: boolean,
  on: { offline: () => void; missing: () => void },
) {
  const started = useRef(false);
  useEffect(() => {
    if (!shared || started.current) return;
    started.current = true;
    const { shareId } = shared;
    if (planner.plan && fresh && shared.title !== null && shared.sharedAt !== null) {
      keepSharedPlan(shareId, {
        title: shared.title,
        plan: planner.plan,
        sharedAt: shared.sharedAt,
      });
      return;
    }
    if (shared.missing && fresh) return;
    const showKept = () => {
      const kept = readSharedPlan(shareId);
      if (kept) planner.showOnly(kept.plan);
      if (kept || planner.plan) on.offline();
    };
    if (!navigator.onLine) {
      showKept();
      return;
    }
    getSharedItinerary(shareId)
      .then(({ data }: { data: SharedItinerary }) => {
        planner.showOnly(data.plan);
        keepSharedPlan(shareId, data);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) on.missing();
        else showKept();
      });
  }, [planner, shared, fresh, on]);
}
