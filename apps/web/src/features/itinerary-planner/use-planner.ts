'use client';
import type { ItineraryPlan, ItineraryTrip, Locale } from '@tern/contracts';
import { ITINERARY_DEFAULT_PACE, isCustomItinerary } from '@tern/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api/api-error';
import { planItinerary } from '@/lib/api/browser/itinerary-plans';
import { applyEdit, type PlanEdit } from './plan-edits';
import { type KeptPlan, keepLastPlan, readLastPlan, type ShareLink } from './plan-storage';
import { popUndo, pushUndo, type UndoStack } from './undo-stack';

/**
 * Why a plan request failed, as the page words it. `locked`: the trip's preferences need the
 * custom itinerary, which this traveller has not unlocked, so it was planned without them.
 */
export type PlanFailure = 'offline' | 'unknownCountry' | 'invalid' | 'unavailable' | 'locked';
export type ReplanOutcome = 'ok' | 'aborted' | PlanFailure;

interface Snapshot {
  plan: ItineraryPlan;
  /** What the change after it did, for "Undo: …". */
  label: string;
}

export interface ReplanOptions {
  /** Words for the live region once the new plan is shown. */
  label: string;
  /**
   * Element ids to focus after the update, the first that can take focus (else the plan's
   * heading); null leaves focus where it is (the page's own corrections on load).
   */
  focus?: readonly string[] | null;
  /** Whether "Undo" can take the change back (not for the page's own corrections). */
  undoable?: boolean;
  /** The saved plan and share link this plan belongs to, when they change with it. */
  kept?: Partial<Omit<KeptPlan, 'plan'>>;
}

const NO_PREFERENCES: ItineraryTrip['preferences'] = {
  interests: [],
  pace: ITINERARY_DEFAULT_PACE,
};

/** The API refused the custom itinerary to this caller: not signed in, or not unlocked. */
const isLocked = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.code === 'ITINERARY_LOCKED');

function failureOf(error: unknown): PlanFailure {
  if (!isApiError(error) || error.status === 0) return 'offline';
  if (error.code === 'UNKNOWN_COUNTRY') return 'unknownCountry';
  return error.status === 400 ? 'invalid' : 'unavailable';
}

/** Focuses the first of `ids` that exists and can take focus; the plan heading otherwise. */
function focusFirst(ids: readonly string[]) {
  for (const id of [...ids, PLAN_HEADING_ID]) {
    const element = document.getElementById(id);
    if (!element || (element as HTMLButtonElement).disabled) continue;
    element.focus();
    if (document.activeElement === element) return;
  }
}

export const PLAN_HEADING_ID = 'itinerary-plan-heading';

/**
 * The planner's state: the plan shown, the changes Undo can take back, the request in flight,
 * what the live region says, and where focus goes after an update (never lost to the body).
 * Every change is a request for a new plan (the API computes plans; the page only renders).
 */
export function usePlanner({
  initialPlan,
  currency,
  locale,
}: {
  initialPlan: ItineraryPlan | null;
  currency: string;
  locale: Locale;
}) {
  const [plan, setPlan] = useState(initialPlan);
  const [undo, setUndo] = useState<UndoStack<Snapshot>>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PlanFailure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [kept, setKept] = useState<Omit<KeptPlan, 'plan'>>({ savedId: null, share: null });
  const pendingFocus = useRef<readonly string[] | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => {
    if (!plan || !pendingFocus.current) return;
    const ids = pendingFocus.current;
    pendingFocus.current = null;
    focusFirst(ids);
  }, [plan]);

  const show = useCallback((next: ItineraryPlan, extra: Partial<Omit<KeptPlan, 'plan'>> = {}) => {
    setPlan(next);
    setKept((previous) => {
      const merged = { ...previous, ...extra };
      keepLastPlan({ plan: next, ...merged });
      return merged;
    });
  }, []);

  const replan = useCallback(
    async (trip: ItineraryTrip, options: ReplanOptions): Promise<ReplanOutcome> => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setBusy(true);
      setFailure(null);
      const request = (sent: ItineraryTrip) =>
        planItinerary({ trip: sent, currency, locale }, { signal: controller.signal });
      try {
        let locked = false;
        let data: ItineraryPlan;
        try {
          ({ data } = await request(trip));
        } catch (error) {
          // A plan kept on this device from when the traveller had unlocked the custom
          // itinerary (now signed out): planned again with no preferences rather than not at all.
          if (!isLocked(error) || !isCustomItinerary(trip.preferences)) throw error;
          locked = true;
          ({ data } = await request({ ...trip, preferences: NO_PREFERENCES }));
        }
        if (controller.signal.aborted) return 'aborted';
        if (locked) setFailure('locked');
        if (options.undoable && plan) {
          setUndo((stack) => pushUndo(stack, { plan, label: options.label }));
        }
        pendingFocus.current = options.focus === null ? null : (options.focus ?? []);
        show(data, options.kept);
        setAnnouncement(options.label);
        return 'ok';
      } catch (error) {
        if (controller.signal.aborted) return 'aborted';
        const why = failureOf(error);
        setFailure(why);
        setAnnouncement('');
        if (why !== 'offline') console.error('[itinerary] plan request failed', error);
        return why;
      } finally {
        if (inFlight.current === controller) {
          inFlight.current = null;
          setBusy(false);
        }
      }
    },
    [currency, locale, plan, show],
  );

  const edit = useCallback(
    (change: PlanEdit, options: ReplanOptions) => {
      if (!plan || busy) return;
      const trip = applyEdit(plan, change);
      if (trip) void replan(trip, { ...options, undoable: true });
    },
    [busy, plan, replan],
  );

  const undoLast = useCallback(
    (undoneLabel: (label: string) => string, focus: readonly string[]) => {
      const { entry, rest } = popUndo(undo);
      if (!entry || busy) return;
      setUndo(rest);
      // The plan before the change, as it was: the same inputs give the same plan.
      pendingFocus.current = focus;
      show(entry.plan);
      setFailure(null);
      setAnnouncement(undoneLabel(entry.label));
    },
    [busy, show, undo],
  );

  /** A plan that is not the traveller's (a shared one): shown, not kept as theirs. */
  const showOnly = useCallback((next: ItineraryPlan) => setPlan(next), []);

  /** The plan kept on this device, for when the network is gone. */
  const showKept = useCallback(() => {
    const last = readLastPlan();
    if (!last) return false;
    setPlan(last.plan);
    setKept({ savedId: last.savedId, share: last.share });
    return true;
  }, []);

  const setSaved = useCallback((savedId: string) => plan && show(plan, { savedId }), [plan, show]);
  const setShare = useCallback(
    (share: ShareLink | null) => plan && show(plan, { share }),
    [plan, show],
  );

  return {
    plan,
    busy,
    failure,
    setFailure,
    announcement,
    setAnnouncement,
    undoLabel: undo.at(-1)?.label ?? null,
    kept,
    replan,
    edit,
    undoLast,
    show,
    showOnly,
    showKept,
    setSaved,
    setShare,
  };
}

export type Planner = ReturnType<typeof usePlanner>;
