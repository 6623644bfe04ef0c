'use client';
import { useCallback, useMemo, useState } from 'react';
import { DataNeeds } from './data-needs';
import { KeepAndShare } from './keep-and-share';
import { PlanNotices } from './plan-notices';
import { PlanView } from './plan-view';
import type { PlannerProps } from './planner-props';
import { type PlannerNotice, tripFromQuery } from './planner-query';
import { TripSettings } from './trip-settings';
import { useFirstPlan } from './use-first-plan';
import { usePlanner } from './use-planner';
import { useSharedPlan } from './use-shared-plan';
import { useUnlock } from './use-unlock';

/**
 * The planner island: the trip's settings, the plan day by day with its edits, the data the
 * trip needs, and keeping and sharing it. A shared plan shows the plan alone, read-only.
 */
export function PlannerApp(props: PlannerProps & { renderedAt: number; sharedAt: string | null }) {
  const planner = usePlanner({
    initialPlan: props.initialPlan,
    currency: props.currency,
    locale: props.locale,
  });
  const [notices, setNotices] = useState<PlannerNotice[]>(props.initialNotices);
  const [offline, setOffline] = useState(false);
  const [shareMissing, setShareMissing] = useState(props.shared?.missing ?? false);
  const markOffline = useCallback(() => setOffline(true), []);
  const sharedHandlers = useMemo(
    () => ({ offline: markOffline, missing: () => setShareMissing(true) }),
    [markOffline],
  );
  const readOnly = props.shared !== null;
  const unlock = useUnlock(!readOnly);
  const fallbackTrip = useMemo(
    () => tripFromQuery(props.query, props.serverToday).trip,
    [props.query, props.serverToday],
  );
  const fresh = Date.now() - props.renderedAt < 5 * 60_000;

  useFirstPlan(planner, props, setNotices, markOffline);
  useSharedPlan(
    planner,
    props.shared ? { ...props.shared, sharedAt: props.sharedAt } : null,
    fresh,
    sharedHandlers,
  );

  const { plan } = planner;
  return (
    <div className="mt-6" data-testid="itinerary-planner">
      <PlanNotices
        notices={notices}
        offline={offline}
        shareMissing={shareMissing}
        failure={planner.failure}
        countryName={props.query.countryName}
      />
      {readOnly ? null : (
        <TripSettings
          planner={planner}
          fallbackTrip={fallbackTrip}
          unlock={unlock}
          locale={props.locale}
          onApplied={() => {
            setNotices([]);
            setOffline(false);
          }}
        />
      )}
      <p role="status" aria-live="polite" className="sr-only" data-testid="itinerary-live">
        {planner.announcement}
      </p>
      {plan ? (
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <PlanView
            plan={plan}
            planner={planner}
            readOnly={readOnly}
            locale={props.locale}
            mapTileUrl={props.mapTileUrl}
          />
          <div className="space-y-8">
            <DataNeeds plan={plan} locale={props.locale} />
            <KeepAndShare
              planner={planner}
              plan={plan}
              locale={props.locale}
              readOnly={readOnly}
              unlock={unlock}
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
