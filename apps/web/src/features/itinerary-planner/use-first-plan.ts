'use client';
import type { ItineraryPlan, ItineraryTrip } from '@tern/contracts';
import { useEffect, useRef } from 'react';
import { todayIn } from '@/lib/itinerary-link';
import { readLastPlan } from './plan-storage';
import type { PlannerProps } from './planner-props';
import { type PlannerNotice, tripFromQuery, withDefaultCountry } from './planner-query';
import type { Planner } from './use-planner';

/** A page older than this was served by the service worker: the network is not to be trusted. */
const CACHED_PAGE_AFTER_MS = 5 * 60_000;

/** Same countries and dates, as asked for. */
const sameLegs = (a: ItineraryTrip['legs'], b: ItineraryTrip['legs']) =>
  JSON.stringify(a.map((l) => [l.countryId ?? '', l.countryName ?? '', l.startDate, l.endDate])) ===
  JSON.stringify(b.map((l) => [l.countryId ?? '', l.countryName ?? '', l.startDate, l.endDate]));

/** Same countries and dates, as the API resolved them. */
const sameTrip = (a: ItineraryPlan['legs'], b: ItineraryPlan['legs']) =>
  JSON.stringify(a.map((l) => [l.countryId, l.startDate, l.endDate])) ===
  JSON.stringify(b.map((l) => [l.countryId, l.startDate, l.endDate]));

/**
 * After the first paint: the plan for the traveller's own today (the server's is UTC's), the
 * traveller's own edits of the same trip (kept on this device, they survive a reload), and the
 * kept plan when the network is gone (a page the service worker kept, or a failed request).
 */
export function useFirstPlan(
  planner: Planner,
  props: PlannerProps & { renderedAt: number },
  setNotices: (notices: PlannerNotice[]) => void,
  onOffline: () => void,
) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current || props.shared) return;
    started.current = true;
    const { initialPlan, initialNotices, query } = props;
    const unknownCountry = initialNotices.includes('unknown_country');
    const fromQuery = (today: string) => {
      const { trip, notices } = tripFromQuery(query, today);
      return {
        trip: unknownCountry ? withDefaultCountry(trip) : trip,
        notices: unknownCountry ? [...notices, 'unknown_country' as const] : notices,
      };
    };

    let target: ItineraryTrip | null = initialPlan?.trip ?? null;
    const today = todayIn();
    if (!initialPlan || today !== props.serverToday) {
      const corrected = fromQuery(today);
      if (!target || !sameLegs(corrected.trip.legs, target.legs)) {
        target = corrected.trip;
        setNotices(corrected.notices);
      }
    }

    const cached = !navigator.onLine || Date.now() - props.renderedAt > CACHED_PAGE_AFTER_MS;
    const last = readLastPlan();
    const lastIsThisTrip = !!last && !!initialPlan && sameTrip(last.plan.legs, initialPlan.legs);
    const kept = last && (lastIsThisTrip || cached) ? last : null;
    // The traveller's own edits of this trip (or, offline, whatever they saw last).
    const keptTrip = kept?.plan.trip;
    if (
      keptTrip &&
      target === initialPlan?.trip &&
      JSON.stringify(keptTrip) !== JSON.stringify(target)
    )
      target = keptTrip;

    const fallBack = () => {
      if (planner.showKept() || initialPlan) onOffline();
    };
    if (!navigator.onLine) {
      fallBack();
      return;
    }
    if (initialPlan && target === initialPlan.trip && !cached) {
      planner.show(initialPlan, kept ? { savedId: kept.savedId, share: kept.share } : {});
      return;
    }
    const trip = target ?? initialPlan?.trip;
    if (!trip) return;
    void planner
      .replan(trip, {
        label: '',
        // Not the traveller's doing: focus stays where they are (reading, or the skip link).
        focus: null,
        ...(kept ? { kept: { savedId: kept.savedId, share: kept.share } } : {}),
      })
      .then((outcome) => {
        if (outcome === 'offline') fallBack();
      });
    // Once, on mount: later changes come from the traveller.
  }, [planner, props, setNotices, onOffline]);
}
