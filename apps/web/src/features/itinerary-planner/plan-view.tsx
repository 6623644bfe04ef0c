'use client';
import type { ItineraryPlan } from '@tern/contracts';
import { Button } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';
import { formatLocalDate, zoneLabel } from '@/lib/zoned-time';
import { PlanDay } from './plan-day';
import { PLAN_HEADING_ID, type Planner } from './use-planner';

export const UNDO_BUTTON_ID = 'itinerary-undo';

/**
 * The plan: its heading (countries, days, dates, whose clock the times are on), Undo, and each
 * day in turn. While a change is being planned the list is marked busy; nothing is taken away.
 */
export function PlanView({
  plan,
  planner,
  readOnly,
  locale,
  mapTileUrl,
}: {
  plan: ItineraryPlan;
  planner: Planner;
  readOnly: boolean;
  locale: Locale;
  mapTileUrl: string | null;
}) {
  const t = useWords('itinerary.planner');
  const countries = [...new Set(plan.legs.map((leg) => leg.localName))].join(', ');
  // Each zone by the country it is kept in, in the page's language: the IANA city is English.
  const zones = [...new Map(plan.legs.map((leg) => [leg.timeZone, leg.localName]))]
    .map(([zone, country]) => `${country} (${zoneLabel(zone, locale)})`)
    .join(', ');
  const first = plan.days[0]?.date;
  const last = plan.days.at(-1)?.date;
  const undoLabel = planner.undoLabel;
  return (
    <section aria-labelledby={PLAN_HEADING_ID} aria-busy={planner.busy} className="min-w-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2
            id={PLAN_HEADING_ID}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-ink outline-none"
          >
            {t('planHeading')}
          </h2>
          <p className="mt-1 font-semibold text-slate-800" data-testid="plan-summary">
            {t('summary', { days: plan.days.length, countries })}
          </p>
          {first && last ? (
            <p className="text-sm text-slate-600" data-testid="plan-dates">
              {t('dateRange', {
                start: formatLocalDate(first, locale),
                end: formatLocalDate(last, locale),
              })}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">{t('localTimes', { zones })}</p>
        </div>
        {readOnly ? null : (
          <Button
            id={UNDO_BUTTON_ID}
            variant="secondary"
            size="sm"
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50 print:hidden"
            aria-disabled={undoLabel === null || planner.busy}
            title={
              undoLabel ? t('edits.undoNamed', { label: undoLabel }) : t('edits.nothingToUndo')
            }
            onClick={() =>
              planner.undoLast((label) => t('edits.undone', { label }), [UNDO_BUTTON_ID])
            }
            data-testid="itinerary-undo"
          >
            {t('edits.undo')}
          </Button>
        )}
      </div>
      <p
        className={`mt-3 text-sm text-brand-800 print:hidden ${planner.busy ? '' : 'invisible'}`}
        aria-hidden="true"
      >
        {t('loading')}
      </p>
      <ol className="mt-2 space-y-6" data-testid="plan-days">
        {plan.days.map((day) => (
          <li key={day.date}>
            <PlanDay
              day={day}
              plan={plan}
              planner={planner}
              readOnly={readOnly}
              locale={locale}
              mapTileUrl={mapTileUrl}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
