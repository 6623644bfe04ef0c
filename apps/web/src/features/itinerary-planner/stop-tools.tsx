'use client';
import type { ItineraryDay, ItineraryPlan, ItineraryStop } from '@tern/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWords } from '@/i18n/words';
import { formatLocalDate } from '@/lib/zoned-time';
import { canApply, type PlanEdit } from './plan-edits';
import { dayHeadingId, stopDomId } from './plan-words';
import type { Planner } from './use-planner';

function ToolButton({
  id,
  label,
  disabled,
  onClick,
  children,
  testId,
}: {
  id: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <button
      id={id}
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-base text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40"
      data-testid={testId}
    >
      {children}
    </button>
  );
}

/**
 * A stop's edits, each a plain button (the keyboard needs nothing else): earlier, later, to
 * another day (then the day), remove. After each, focus goes to where the stop is now, or next to where it was.
 */
export function StopTools({
  stop,
  index,
  day,
  plan,
  planner,
}: {
  stop: ItineraryStop;
  index: number;
  day: ItineraryDay;
  plan: ItineraryPlan;
  planner: Planner;
}) {
  const t = useWords('itinerary.planner');
  const [choosing, setChoosing] = useState(false);
  const domId = stopDomId(stop.id);
  const name = stop.name;
  const number = day.dayNumber;
  const up: PlanEdit = { kind: 'move', stopId: stop.id, by: -1 };
  const down: PlanEdit = { kind: 'move', stopId: stop.id, by: 1 };
  const others = plan.days.filter((d) => d.date !== day.date);
  const neighbours = [day.stops[index + 1], day.stops[index - 1]]
    .filter((s) => s !== undefined)
    .map((s) => stopDomId(s.id));

  return (
    <div className="mt-2 print:hidden" data-testid="stop-tools">
      <div className="flex flex-wrap items-center gap-1.5">
        <ToolButton
          id={`${domId}-up`}
          label={t('stop.moveUp', { name })}
          disabled={!canApply(plan, up)}
          onClick={() =>
            planner.edit(up, {
              label: t('edits.movedUp', { name, number }),
              focus: [`${domId}-up`, `${domId}-down`, domId],
            })
          }
          testId="stop-up"
        >
          ↑
        </ToolButton>
        <ToolButton
          id={`${domId}-down`}
          label={t('stop.moveDown', { name })}
          disabled={!canApply(plan, down)}
          onClick={() =>
            planner.edit(down, {
              label: t('edits.movedDown', { name, number }),
              focus: [`${domId}-down`, `${domId}-up`, domId],
            })
          }
          testId="stop-down"
        >
          ↓
        </ToolButton>
        {others.length > 0 ? (
          <Button
            id={`${domId}-move`}
            variant="secondary"
            size="sm"
            aria-label={t('stop.moveTo', { name })}
            aria-expanded={choosing}
            aria-controls={choosing ? `${domId}-days` : undefined}
            onClick={() => setChoosing(!choosing)}
            data-testid="stop-move"
          >
            {t('stop.move')}
          </Button>
        ) : null}
        <ToolButton
          id={`${domId}-remove`}
          label={t('stop.remove', { name })}
          disabled={false}
          onClick={() =>
            planner.edit(
              { kind: 'remove', stopId: stop.id },
              {
                label: t('edits.removed', { name, number }),
                focus: [...neighbours, dayHeadingId(day.date)],
              },
            )
          }
          testId="stop-remove"
        >
          ✕
        </ToolButton>
      </div>
      {choosing ? (
        <DayChoices
          id={`${domId}-days`}
          days={others}
          full={(date) => !canApply(plan, { kind: 'moveToDay', stopId: stop.id, date })}
          onChoose={(chosen) =>
            planner.edit(
              { kind: 'moveToDay', stopId: stop.id, date: chosen.date },
              {
                label: t('edits.movedToDay', { name, number: chosen.dayNumber }),
                focus: [domId],
              },
            )
          }
          onClose={() => {
            setChoosing(false);
            document.getElementById(`${domId}-move`)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The other days, one button each: drawn only while open (a 30-day plan would otherwise carry
 * a list of days under each of its 100 stops). Focus goes to the first; Escape closes it.
 */
function DayChoices({
  id,
  days,
  full,
  onChoose,
  onClose,
}: {
  id: string;
  days: ItineraryDay[];
  full: (date: string) => boolean;
  onChoose: (day: ItineraryDay) => void;
  onClose: () => void;
}) {
  const t = useWords('itinerary.planner');
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, []);
  return (
    <ul
      id={id}
      ref={list}
      className="mt-2 flex flex-wrap gap-1.5"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
      data-testid="stop-move-days"
    >
      {days.map((d) => (
        <li key={d.date}>
          <Button variant="secondary" size="sm" disabled={full(d.date)} onClick={() => onChoose(d)}>
            {t('stop.dayOption', { number: d.dayNumber, date: formatLocalDate(d.date, t.locale) })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
