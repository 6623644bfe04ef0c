'use client';
import type { ItinerarySummary } from '@tern/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWords } from '@/i18n/words';
import { getItinerary, listItineraries } from '@/lib/api/browser/itinerary-plans';
import { PLAN_HEADING_ID, type Planner } from './use-planner';

/**
 * The traveller's saved plans, listed when the disclosure opens; "Open" shows one (planned
 * again by the API from its trip) in place of the plan on the page.
 */
export function SavedPlans({
  planner,
  onOpened,
}: {
  planner: Planner;
  /** The trip just opened, as saved: its calendar and share link can use the saved copy. */
  onOpened: (tripJson: string) => void;
}) {
  const t = useWords('itinerary.planner.keep');
  const [list, setList] = useState<ItinerarySummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);

  // Asked again at each opening: a plan saved since must be in the list.
  function load() {
    setFailed(false);
    listItineraries()
      .then(({ data }) => setList(data.itineraries))
      .catch((error: unknown) => {
        console.error('[itinerary] saved plans unavailable', error);
        setFailed(true);
      });
  }

  async function open(summary: ItinerarySummary) {
    setOpening(summary.id);
    try {
      const { data } = await getItinerary(summary.id);
      planner.show(data.plan, { savedId: data.id, share: null });
      onOpened(JSON.stringify(data.plan.trip));
      planner.setAnnouncement(t('opened', { title: data.title }));
      document.getElementById(PLAN_HEADING_ID)?.focus();
    } catch (error) {
      console.error('[itinerary] saved plan unavailable', error);
      setFailed(true);
    } finally {
      setOpening(null);
    }
  }

  return (
    <details
      className="mt-4 rounded-xl border border-slate-200"
      onToggle={(event) => event.currentTarget.open && load()}
      data-testid="saved-plans"
    >
      <summary className="flex min-h-10 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700">
        {t('savedPlans')}
      </summary>
      <div className="px-4 pb-3 text-sm">
        {failed ? <p className="text-red-700">{t('savedFailed')}</p> : null}
        {list && list.length === 0 ? <p className="text-slate-600">{t('noSavedPlans')}</p> : null}
        {list && list.length > 0 ? (
          <ul className="divide-y divide-slate-100">
            {list.map((summary) => (
              <li key={summary.id} className="flex items-center justify-between gap-2 py-2">
                <span className="min-w-0 font-semibold text-ink">{summary.title}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('open', { title: summary.title })}
                  aria-busy={opening === summary.id || undefined}
                  onClick={() => void open(summary)}
                >
                  {opening === summary.id ? t('opening') : t('openShort')}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
