'use client';
import type { AttractionDay } from '@tern/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { Words } from '@/i18n/words';
import { intlLocale } from '@/lib/intl-locale';
import { addMonths, clampDate, isGridKey, monthOf, monthWeeks, moveFocus } from './calendar-grid';

type DayStatus = AttractionDay['status'];

const DAY_TONE: Record<DayStatus, string> = {
  open: 'bg-emerald-50 text-ink hover:bg-emerald-100 font-semibold',
  sold_out: 'bg-red-50 text-red-800 line-through',
  closed: 'text-slate-500',
};
const DOT: Record<DayStatus, string> = {
  open: 'bg-emerald-600',
  sold_out: 'bg-red-600',
  closed: 'bg-slate-300',
};
const LABEL_KEY: Record<DayStatus, string> = {
  open: 'dayOpen',
  sold_out: 'daySoldOut',
  closed: 'dayClosed',
};
const LEGEND_KEY: Record<DayStatus, string> = {
  open: 'legendOpen',
  sold_out: 'legendSoldOut',
  closed: 'legendClosed',
};

/**
 * The next 90 days, a month at a time, marking open, sold-out and closed days: a WAI-ARIA grid
 * (one cell in the tab order; arrows move a day or a week, Home/End to the week's ends,
 * PageUp/PageDown a month; Enter or Space chooses). Only open days can be chosen.
 */
export function AvailabilityCalendar({
  window,
  days,
  selected,
  onSelect,
  t,
}: {
  window: { min: string; max: string };
  days: ReadonlyMap<string, AttractionDay>;
  selected: string | null;
  onSelect: (date: string) => void;
  t: Words;
}) {
  const id = useId();
  const locale = intlLocale(t.locale);
  const firstOpen = [...days.values()].find((day) => day.status === 'open')?.date;
  const [focused, setFocused] = useState(selected ?? firstOpen ?? window.min);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(false);
  const month = monthOf(focused);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const statusOf = (date: string): DayStatus =>
    date < window.min || date > window.max ? 'closed' : (days.get(date)?.status ?? 'closed');
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const monthTitle = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const date = new Date(Date.UTC(2024, 0, day));
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' }).format(date),
      long: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date),
    };
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTableCellElement>, date: string) => {
    if (isGridKey(event.key)) {
      event.preventDefault();
      moved.current = true;
      setFocused(moveFocus(date, event.key, window));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (statusOf(date) === 'open') onSelect(date);
    }
  };

  const turn = (months: number) => {
    setFocused(clampDate(addMonths(focused, months), window));
  };
  const arrow =
    'inline-flex size-10 items-center justify-center rounded-full text-ink ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-40';

  return (
    <div data-testid="availability-calendar">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => turn(-1)}
          disabled={month <= monthOf(window.min)}
          aria-label={t('previousMonth')}
          className={arrow}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h3
          id={`${id}-month`}
          className="font-semibold text-ink first-letter:uppercase"
          aria-live="polite"
        >
          {monthTitle}
        </h3>
        <button
          type="button"
          onClick={() => turn(1)}
          disabled={month >= monthOf(window.max)}
          aria-label={t('nextMonth')}
          className={arrow}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date picker is a table with the grid role.
        role="grid"
        aria-labelledby={`${id}-month`}
        className="mt-3 w-full table-fixed border-separate border-spacing-1 text-center text-sm"
      >
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th
                key={day.long}
                scope="col"
                abbr={day.long}
                className="py-1 text-xs font-semibold text-slate-600"
              >
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank's place in its week is its identity
                if (!date) return <td key={`blank-${i}`} />;
                const status = statusOf(date);
                const isSelected = date === selected;
                return (
                  <td
                    key={date}
                    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid's cell, as the WAI-ARIA date picker has it.
                    role="gridcell"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-selected={isSelected}
                    aria-disabled={status !== 'open' || undefined}
                    aria-label={t(LABEL_KEY[status], {
                      date: long.format(new Date(`${date}T00:00:00Z`)),
                    })}
                    onClick={() => {
                      setFocused(date);
                      if (status === 'open') onSelect(date);
                    }}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    className={`relative h-11 cursor-pointer rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-600 aria-disabled:cursor-not-allowed ${
                      isSelected ? 'bg-brand-700 font-semibold text-white' : DAY_TONE[status]
                    }`}
                    data-status={status}
                  >
                    {Number(date.slice(8))}
                    <span
                      aria-hidden="true"
                      className={`absolute bottom-1 left-1/2 size-1 -translate-x-1/2 rounded-full ${isSelected ? 'bg-white' : DOT[status]}`}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 flex flex-wrap gap-4 text-xs text-slate-600" aria-hidden="true">
        {(['open', 'sold_out', 'closed'] as const).map((status) => (
          <li key={status} className="inline-flex items-center gap-1.5">
            <span className={`size-2 rounded-full ${DOT[status]}`} />
            {t(LEGEND_KEY[status])}
          </li>
        ))}
      </ul>
    </div>
  );
}
