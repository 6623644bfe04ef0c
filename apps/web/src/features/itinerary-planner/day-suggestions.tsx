'use client';
import type { ItineraryDay, ItineraryPlan } from '@tern/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useWords } from '@/i18n/words';
import { canApply, MAX_STOPS_PER_DAY } from './plan-edits';
import { durationText, formatKm, stopDomId } from './plan-words';
import type { Planner } from './use-planner';

/**
 * Places near the day that are not in the plan, each with "Add": a native disclosure (Enter or
 * Space opens it), whose list is drawn once it is opened, not with every day of the page.
 */
export function DaySuggestions({
  day,
  plan,
  planner,
}: {
  day: ItineraryDay;
  plan: ItineraryPlan;
  planner: Planner;
}) {
  const t = useWords('itinerary.planner');
  const [open, setOpen] = useState(false);
  if (day.suggestions.length === 0) return null;
  const full = day.stops.length >= MAX_STOPS_PER_DAY;
  return (
    <details
      className="w-full rounded-xl border border-slate-200"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid="day-suggestions"
    >
      <summary className="flex min-h-10 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700">
        {t('day.suggestions', { count: day.suggestions.length })}
      </summary>
      {open && full ? <p className="px-4 pb-2 text-sm text-slate-600">{t('day.full')}</p> : null}
      {open ? (
        <ul className="divide-y divide-slate-100 px-4 pb-2">
          {day.suggestions.map((suggestion) => {
            const edit = { kind: 'add', stopId: suggestion.id, date: day.date } as const;
            return (
              <li key={suggestion.id} className="flex items-center justify-between gap-3 py-2">
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{suggestion.name}</p>
                  <p className="text-sm text-slate-600">
                    {suggestion.description} ·{' '}
                    {t('day.suggestionKm', {
                      km: formatKm(suggestion.km, t.locale),
                      length: durationText(t, suggestion.visitMinutes),
                    })}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('day.addNamed', { name: suggestion.name, number: day.dayNumber })}
                  disabled={!canApply(plan, edit)}
                  onClick={() =>
                    planner.edit(edit, {
                      label: t('edits.added', { name: suggestion.name, number: day.dayNumber }),
                      focus: [stopDomId(suggestion.id)],
                    })
                  }
                  data-testid="suggestion-add"
                >
                  {t('day.add')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </details>
  );
}
