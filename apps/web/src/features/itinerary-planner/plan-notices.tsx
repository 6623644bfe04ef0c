'use client';
import {
  ITINERARY_DEFAULT_COUNTRY,
  ITINERARY_DEFAULT_DAYS_AHEAD,
  MAX_TRIP_DAYS,
} from '@tern/domain';
import { useWords } from '@/i18n/words';
import type { PlannerNotice } from './planner-query';
import type { PlanFailure } from './use-planner';

/**
 * What the page replaced in the link, and why the plan shown may not be the latest: said in
 * words, visibly, never a silent change (issue 24).
 */
export function PlanNotices({
  notices,
  offline,
  shareMissing,
  failure,
  countryName,
}: {
  notices: readonly PlannerNotice[];
  offline: boolean;
  shareMissing: boolean;
  failure: PlanFailure | null;
  countryName: string;
}) {
  const t = useWords('itinerary.planner');
  const lines = notices.map((notice) =>
    t(`notice.${notice}`, {
      days: ITINERARY_DEFAULT_DAYS_AHEAD + 1,
      max: MAX_TRIP_DAYS,
      country: countryName,
      fallback: ITINERARY_DEFAULT_COUNTRY,
    }),
  );
  if (shareMissing) lines.push(t('notice.shareMissing'));
  if (offline) lines.push(t('notice.offline'));
  // The failure of a change is said where it happened: in the live region too.
  const problem = failure && !(offline && failure === 'offline') ? t(`failure.${failure}`) : null;
  if (lines.length === 0 && !problem) return null;
  return (
    <div className="space-y-3 print:hidden">
      {lines.length > 0 ? (
        <div
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          data-testid="itinerary-notices"
        >
          <ul className="list-disc space-y-1 ps-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {problem ? (
        <p
          role="alert"
          className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-900"
          data-testid="itinerary-failure"
        >
          {problem}
        </p>
      ) : null}
    </div>
  );
}
