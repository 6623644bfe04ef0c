'use client';
import { roundTo } from '@tern/domain';
import { useId, useState } from 'react';
import { formatMessage } from '@/i18n/client-messages';
import type { DataHelperMessages } from './data-helper-messages';
import {
  clampTripDays,
  DAILY_USE_MB,
  dataNeedMb,
  MAX_TRIP_DAYS,
  MIN_TRIP_DAYS,
  USAGE_LEVELS,
} from './data-need';
import { usePlanFit } from './plan-fit-context';

const STEP_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full bg-slate-100 text-lg font-semibold text-ink hover:bg-slate-200 disabled:opacity-40';

/** "How much data do I need": trip length × typical daily use, and the plan that fits. */
export function DataHelper({
  planLabels,
  messages: m,
}: {
  planLabels: Record<string, string>;
  messages: DataHelperMessages;
}) {
  const { days, usage, setDays, setUsage, bestFitId } = usePlanFit();
  const [daysText, setDaysText] = useState(String(days));
  const id = useId();
  const gb = roundTo(dataNeedMb(days, usage) / 1000, 1);

  function changeDays(next: number) {
    const clamped = clampTripDays(next);
    setDays(clamped);
    setDaysText(String(clamped));
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-ink">
        {m.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.intro}</p>

      <label htmlFor={`${id}-days`} className="mt-5 block text-sm font-semibold text-ink">
        {m.daysLabel}
      </label>
      <div className="mt-2 flex items-center gap-2">
        <button
          type="button"
          className={STEP_BUTTON}
          onClick={() => changeDays(days - 1)}
          disabled={days <= MIN_TRIP_DAYS}
          aria-label={m.fewerDays}
        >
          −
        </button>
        <input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={MIN_TRIP_DAYS}
          max={MAX_TRIP_DAYS}
          value={daysText}
          onChange={(event) => {
            setDaysText(event.target.value);
            const parsed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(parsed)) setDays(clampTripDays(parsed));
          }}
          onBlur={() => setDaysText(String(days))}
          className="h-11 w-20 rounded-xl border border-field text-center text-base font-semibold text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-600"
          data-testid="trip-days"
        />
        <button
          type="button"
          className={STEP_BUTTON}
          onClick={() => changeDays(days + 1)}
          disabled={days >= MAX_TRIP_DAYS}
          aria-label={m.moreDays}
        >
          +
        </button>
      </div>

      <fieldset className="mt-5">
        <legend className="text-sm font-semibold text-ink">{m.usageLabel}</legend>
        {/* A segmented control: three radios side by side keep the helper short on phones. */}
        <div className="mt-2 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
          {USAGE_LEVELS.map((level) => (
            <label
              key={level}
              className="flex cursor-pointer flex-col items-center rounded-lg px-1 py-2 text-center text-slate-600 has-checked:bg-white has-checked:text-ink has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name={`${id}-usage`}
                value={level}
                checked={usage === level}
                onChange={() => setUsage(level)}
                className="sr-only"
                data-testid={`usage-${level}`}
              />
              <span className="text-sm font-semibold">{m.usage[level].name}</span>
              <span className="text-xs">
                {formatMessage(m.locale, m.perDay, { gb: DAILY_USE_MB[level] / 1000 })}
              </span>
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">{m.usage[usage].examples}</p>
      </fieldset>

      <div
        aria-live="polite"
        className="mt-5 rounded-xl bg-ink p-4 text-sm text-white"
        data-testid="data-helper-result"
      >
        <p>{formatMessage(m.locale, m.need, { gb, days })}</p>
        {bestFitId ? (
          <p className="mt-1">
            {m.bestFit}{' '}
            <a
              href={`#plan-${bestFitId}`}
              className="font-semibold text-brand-200 underline underline-offset-2"
            >
              {planLabels[bestFitId]}
            </a>
          </p>
        ) : (
          <p className="mt-1 text-slate-200">{formatMessage(m.locale, m.noFit, { days })}</p>
        )}
      </div>
    </section>
  );
}
