'use client';
import type { ItineraryDay, ItineraryPlan, ItineraryStop } from '@tern/contracts';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FIELD_CLASSES } from '@/components/ui/form';
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
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

/**
 * A stop's edits, each a plain button (the keyboard needs nothing else): earlier, later, to
 * another day, remove. After each, focus goes to where the stop is now, or next to where it was.
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
  const [target, setTarget] = useState('');
  const domId = stopDomId(stop.id);
  const name = stop.name;
  const number = day.dayNumber;
  const up: PlanEdit = { kind: 'move', stopId: stop.id, by: -1 };
  const down: PlanEdit = { kind: 'move', stopId: stop.id, by: 1 };
  const others = plan.days.filter((d) => d.date !== day.date);
  const targetDay = others.find((d) => d.date === target);
  const moveTo: PlanEdit | null = targetDay
    ? { kind: 'moveToDay', stopId: stop.id, date: targetDay.date }
    : null;
  const neighbours = [day.stops[index + 1], day.stops[index - 1]]
    .filter((s) => s !== undefined)
    .map((s) => stopDomId(s.id));

  return (
    <div className="mt-2 flex items-center gap-1.5 print:hidden" data-testid="stop-tools">
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
        <>
          <label htmlFor={`${domId}-to`} className="sr-only">
            {t('stop.moveTo', { name })}
          </label>
          <select
            id={`${domId}-to`}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className={`${FIELD_CLASSES} h-10 min-w-0 flex-1 text-sm sm:max-w-48`}
            data-testid="stop-move-day"
          >
            <option value="">{t('stop.chooseDay')}</option>
            {others.map((d) => (
              <option key={d.date} value={d.date}>
                {t('stop.dayOption', {
                  number: d.dayNumber,
                  date: formatLocalDate(d.date, t.locale),
                })}
              </option>
            ))}
          </select>
          <Button
            id={`${domId}-move`}
            variant="secondary"
            size="sm"
            disabled={!moveTo || !canApply(plan, moveTo)}
            onClick={() => {
              if (!moveTo || !targetDay) return;
              planner.edit(moveTo, {
                label: t('edits.movedToDay', { name, number: targetDay.dayNumber }),
                focus: [domId],
              });
            }}
            data-testid="stop-move"
          >
            {t('stop.move')}
          </Button>
        </>
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
  );
}
