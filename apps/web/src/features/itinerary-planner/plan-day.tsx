'use client';
import type { ItineraryDay, ItineraryPlan } from '@tern/contracts';
import { Button } from '@/components/ui/button';
import { SUPPLIER_SLOT, withSupplierText } from '@/components/ui/supplier-text';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';
import { formatLocalDate } from '@/lib/zoned-time';
import { DayMapLoader } from './day-map-loader';
import { DaySuggestions } from './day-suggestions';
import { canApply } from './plan-edits';
import { PlanStop } from './plan-stop';
import { dayHeadingId } from './plan-words';
import type { Planner } from './use-planner';

/**
 * One day: its number, date, city and kind (arrival and departure days are lighter), the
 * arrival airport's lounges and fast track on a leg's first day, the stops in order with their
 * edits, the suggestions to add, planning the day again, and its map.
 */
export function PlanDay({
  day,
  plan,
  planner,
  readOnly,
  locale,
  mapTileUrl,
}: {
  day: ItineraryDay;
  plan: ItineraryPlan;
  planner: Planner;
  readOnly: boolean;
  locale: Locale;
  mapTileUrl: string | null;
}) {
  const t = useWords('itinerary.planner');
  const headingId = dayHeadingId(day.date);
  const regenerate = { kind: 'regenerate', date: day.date } as const;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm break-inside-avoid-page sm:p-6 lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:gap-x-6 print:block print:border-0 print:p-0 print:shadow-none"
      data-testid="plan-day"
      data-date={day.date}
    >
      <div className="min-w-0">
        <header>
          <h3 id={headingId} tabIndex={-1} className="text-lg font-bold text-ink outline-none">
            {t('day.heading', { number: day.dayNumber, date: formatLocalDate(day.date, locale) })}
          </h3>
          <p className="text-sm text-slate-600">
            {t(`day.kind.${day.kind}`)} · {t('day.in', { city: day.city })}
            {day.edited ? ` · ${t('day.edited')}` : ''}
          </p>
        </header>
        {day.arrival ? (
          <div className="mt-3 rounded-xl bg-brand-50 p-3 text-sm" data-testid="day-arrival">
            <p className="font-semibold text-ink">
              {withSupplierText(
                t('day.arrival', { airport: SUPPLIER_SLOT, code: day.arrival.iataCode }),
                day.arrival.name,
              )}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 print:hidden">
              {day.arrival.loungeHref ? (
                <a
                  href={localizePath(day.arrival.loungeHref, locale)}
                  className="font-semibold text-brand-700 underline"
                >
                  {t('day.lounges')}
                </a>
              ) : null}
              {day.arrival.fastTrackHref ? (
                <a
                  href={localizePath(day.arrival.fastTrackHref, locale)}
                  className="font-semibold text-brand-700 underline"
                >
                  {t('day.fastTrack')}
                </a>
              ) : null}
            </p>
          </div>
        ) : null}
        {day.stops.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">{t('day.empty')}</p>
        ) : (
          <ol className="mt-4 space-y-3" data-testid="day-stops">
            {day.stops.map((stop, index) => (
              <PlanStop
                key={stop.id}
                stop={stop}
                index={index}
                day={day}
                plan={plan}
                planner={planner}
                readOnly={readOnly}
                locale={locale}
                partStarts={index === 0 || day.stops[index - 1]?.dayPart !== stop.dayPart}
              />
            ))}
          </ol>
        )}
        {readOnly ? null : (
          <div className="mt-4 flex flex-wrap items-start gap-3 print:hidden">
            <DaySuggestions day={day} plan={plan} planner={planner} />
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('day.regenerateNamed', { number: day.dayNumber })}
              disabled={!canApply(plan, regenerate)}
              onClick={() =>
                planner.edit(regenerate, {
                  label: t('edits.regenerated', { number: day.dayNumber }),
                  focus: [headingId],
                })
              }
              data-testid="day-regenerate"
            >
              {t('day.regenerate')}
            </Button>
          </div>
        )}
      </div>
      {day.stops.length > 0 ? (
        <DayMapLoader
          day={day}
          isoCode={plan.legs[day.legIndex]?.isoCode ?? null}
          tileUrl={mapTileUrl}
        />
      ) : null}
    </article>
  );
}
