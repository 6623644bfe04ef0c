'use client';
import type { ItineraryDay, ItineraryPlan, ItineraryStop } from '@tern/contracts';
import type { DragEvent } from 'react';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';
import { formatMoney } from '@/lib/money';
import { durationText, formatKm, stopDomId } from './plan-words';
import { StopTools } from './stop-tools';
import type { Planner } from './use-planner';

/** What a dragged stop carries: its id, for this page only. */
const DRAG_TYPE = 'application/x-tern-stop';

/**
 * One stop: the journey from the last one (an estimate, and said to be), its part of the day,
 * start and end, the visit's length, opening hours, a notice when an edit put it where it does
 * not fit, and "Book" for a place that sells tickets. Numbered like its marker on the map.
 */
export function PlanStop({
  stop,
  index,
  day,
  plan,
  planner,
  readOnly,
  locale,
  partStarts,
}: {
  stop: ItineraryStop;
  index: number;
  day: ItineraryDay;
  plan: ItineraryPlan;
  planner: Planner;
  readOnly: boolean;
  locale: Locale;
  partStarts: boolean;
}) {
  const t = useWords('itinerary.planner');
  const domId = stopDomId(stop.id);
  // Drag and drop is the pointer's shortcut; every move is also a button (StopTools).
  const drop = (event: DragEvent) => {
    const dragged = event.dataTransfer.getData(DRAG_TYPE);
    const from = plan.days.find((d) => d.stops.some((s) => s.id === dragged));
    const name = from?.stops.find((s) => s.id === dragged)?.name;
    if (!from || !name || dragged === stop.id) return;
    event.preventDefault();
    const number = day.dayNumber;
    planner.edit(
      { kind: 'place', stopId: dragged, date: day.date, index },
      {
        label:
          from.date === day.date
            ? t('edits.placed', { name, number })
            : t('edits.movedToDay', { name, number }),
        focus: [stopDomId(dragged)],
      },
    );
  };
  const dragging = readOnly
    ? {}
    : {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.setData(DRAG_TYPE, stop.id);
          event.dataTransfer.effectAllowed = 'move';
        },
        onDragOver: (event: DragEvent) => {
          if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
        },
        onDrop: drop,
      };
  const price = stop.fromPrice
    ? formatMoney(stop.fromPrice.amount, stop.fromPrice.currencyCode, locale)
    : null;
  return (
    <li
      id={domId}
      tabIndex={-1}
      aria-labelledby={`${domId}-name`}
      className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      data-testid="plan-stop"
      data-stop-id={stop.id}
      {...dragging}
    >
      {partStarts ? (
        <p className="mb-2 text-xs font-bold uppercase tracking-wider text-brand-800">
          {t(`day.part.${stop.dayPart}`)}
        </p>
      ) : null}
      {stop.travel ? (
        <p className="mb-2 ms-4 border-s-2 border-dashed border-slate-300 ps-4 text-xs text-slate-600">
          {t('stop.travel', {
            minutes: stop.travel.minutes,
            mode: t(`stop.mode.${stop.travel.mode}`),
            km: formatKm(stop.travel.km, locale),
          })}
        </p>
      ) : null}
      <div className="flex gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3 print:border-slate-300 print:bg-white">
        <span
          aria-hidden="true"
          className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
        >
          {index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-700" data-testid="stop-time">
            {t('stop.time', { start: stop.start, end: stop.end })}
          </p>
          <h4 id={`${domId}-name`} className="font-bold text-ink" data-testid="stop-name">
            {stop.name}
          </h4>
          <p className="text-sm text-slate-700">
            {stop.description} · {stop.city}
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {t('stop.visit', { length: durationText(t, stop.visitMinutes) })}
          </p>
          {stop.openingHoursText ? (
            <p className="text-sm text-slate-600">
              {t('stop.hours', { hours: stop.openingHoursText })}
            </p>
          ) : null}
          {stop.notice ? (
            <p className="mt-2 rounded-lg bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900">
              {stop.notice}
            </p>
          ) : null}
          {stop.attractionId && price ? (
            <a
              href={localizePath(`/events/${encodeURIComponent(stop.attractionId)}`, locale)}
              aria-label={t('stop.bookNamed', { name: stop.name, price })}
              className="mt-2 inline-flex min-h-10 items-center font-semibold text-brand-700 underline print:hidden"
              data-testid="stop-book"
            >
              {t('stop.book', { price })}
            </a>
          ) : null}
        </div>
      </div>
      {readOnly ? null : (
        <StopTools stop={stop} index={index} day={day} plan={plan} planner={planner} />
      )}
    </li>
  );
}
