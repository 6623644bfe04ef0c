'use client';
import type { ItineraryPreferences } from '@tern/contracts';
import { MAX_TRIP_DAYS, MAX_TRIP_LEGS, tripDayCount } from '@tern/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  ErrorSummary,
  FIELD_CLASSES,
  type FieldProblem,
  LABEL_CLASSES,
} from '@/components/ui/form';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';
import { todayIn } from '@/lib/itinerary-link';
import { PreferenceFields } from './preference-fields';
import {
  checkTripForm,
  isTripFormValid,
  type LegDraft,
  type LegProblem,
  nextLegDraft,
} from './trip-form-rules';
import { useCountryOptions } from './use-country-options';

export interface TripFormValues {
  legs: LegDraft[];
  preferences: ItineraryPreferences;
}

/**
 * The trip: its countries with their dates (legs, one after another), and, once unlocked, the
 * traveller's interests and pace. Checked here first for words next to the field; the API checks
 * the same with the shared schema.
 */
export function TripForm({
  initial,
  unlocked,
  locale,
  busy,
  onSubmit,
}: {
  initial: TripFormValues;
  unlocked: boolean;
  locale: Locale;
  busy: boolean;
  onSubmit: (values: TripFormValues) => void;
}) {
  const t = useWords('itinerary.planner.form');
  const id = useId();
  const [legs, setLegs] = useState(initial.legs);
  const [preferences, setPreferences] = useState(initial.preferences);
  const [checked, setChecked] = useState(false);
  // The problems of the last submit, listed at the top of the form until the next one.
  const [summary, setSummary] = useState<{ legs: FieldProblem[]; trip: string | null }>({
    legs: [],
    trip: null,
  });
  const keyCounter = useRef(initial.legs.length);
  const today = todayIn();
  const { options, loading } = useCountryOptions(legs);
  const check = checkTripForm(legs, today);
  const first = legs[0]?.startDate ?? '';
  const last = legs.at(-1)?.endDate ?? '';
  const totalDays = isTripFormValid(check) ? tripDayCount(first, last) : null;

  const update = (index: number, change: Partial<LegDraft>) =>
    setLegs((all) => all.map((leg, i) => (i === index ? { ...leg, ...change } : leg)));

  function addLeg() {
    keyCounter.current += 1;
    const next = nextLegDraft(legs, `leg-${keyCounter.current}`);
    if (next) setLegs([...legs, next]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setSummary({
      legs: legs.flatMap((leg, index) => {
        const problem = check.legs[index];
        if (!problem) return [];
        const field = problem === 'endDate' || problem === 'reversed' ? 'end' : 'start';
        return [{ id: `${id}-${leg.key}-${field}`, text: problemText(problem) ?? '' }];
      }),
      trip: check.trip ? t(`problem.${check.trip}`, { max: MAX_TRIP_DAYS }) : null,
    });
    if (!isTripFormValid(check)) return;
    onSubmit({ legs, preferences });
  }

  const problemText = (problem: LegProblem | null) =>
    problem ? t(`problem.${problem}`, { max: MAX_TRIP_DAYS }) : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="trip-form">
      <ErrorSummary title={t('errorSummary')} problems={summary.legs} message={summary.trip} />
      <fieldset>
        <legend className="text-base font-bold text-ink">{t('legend')}</legend>
        <ol className="mt-3 space-y-4">
          {legs.map((leg, index) => {
            const problem = checked ? (check.legs[index] ?? null) : null;
            const fieldId = `${id}-${leg.key}`;
            const startInvalid =
              problem === 'startDate' || problem === 'past' || problem === 'overlap';
            const endInvalid = problem === 'endDate' || problem === 'reversed';
            const selected =
              leg.countryId ||
              options.find((o) => o.countryName === leg.countryName)?.countryId ||
              '';
            return (
              <li
                key={leg.key}
                className="rounded-2xl border border-slate-200 bg-white p-4"
                data-testid="trip-leg"
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-sm font-bold text-ink">{t('leg', { number: index + 1 })}</h3>
                  {legs.length > 1 ? (
                    <Button
                      variant="quiet"
                      onClick={() => setLegs(legs.filter((_, i) => i !== index))}
                    >
                      {t('removeLeg', { number: index + 1 })}
                    </Button>
                  ) : null}
                </div>
                <div className="mt-3 grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
                  <div>
                    <label htmlFor={`${fieldId}-country`} className={LABEL_CLASSES}>
                      {t('country')}
                    </label>
                    <select
                      id={`${fieldId}-country`}
                      className={`mt-1 w-full ${FIELD_CLASSES}`}
                      value={selected}
                      aria-busy={loading || undefined}
                      onChange={(event) => {
                        const option = options.find((o) => o.countryId === event.target.value);
                        if (option) update(index, option);
                      }}
                    >
                      {selected ? null : <option value="">{leg.countryName}</option>}
                      {options.map((option) => (
                        <option key={option.countryId} value={option.countryId}>
                          {option.label ?? option.countryName}
                        </option>
                      ))}
                    </select>
                  </div>
                  <DateField
                    id={`${fieldId}-start`}
                    label={t('startDate')}
                    value={leg.startDate}
                    min={index === 0 ? today : undefined}
                    invalid={startInvalid}
                    errorId={startInvalid ? `${fieldId}-problem` : undefined}
                    onChange={(startDate) => update(index, { startDate })}
                  />
                  <DateField
                    id={`${fieldId}-end`}
                    label={t('endDate')}
                    value={leg.endDate}
                    min={leg.startDate || today}
                    invalid={endInvalid}
                    errorId={endInvalid ? `${fieldId}-problem` : undefined}
                    onChange={(endDate) => update(index, { endDate })}
                  />
                </div>
                {problem ? (
                  <p id={`${fieldId}-problem`} className="mt-2 text-sm font-semibold text-red-700">
                    {problemText(problem)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          {legs.length < MAX_TRIP_LEGS ? (
            <Button variant="secondary" size="sm" onClick={addLeg}>
              {t('addLeg')}
            </Button>
          ) : (
            <p className="text-sm text-slate-600">{t('maxLegs', { max: MAX_TRIP_LEGS })}</p>
          )}
          {totalDays !== null ? (
            <p className="text-sm text-slate-600" data-testid="trip-days">
              {t('days', { days: totalDays, max: MAX_TRIP_DAYS })}
            </p>
          ) : null}
        </div>
        {checked && check.trip ? (
          <p className="mt-2 text-sm font-semibold text-red-700">
            {t(`problem.${check.trip}`, { max: MAX_TRIP_DAYS })}
          </p>
        ) : null}
      </fieldset>
      <PreferenceFields
        idPrefix={id}
        value={preferences}
        onChange={setPreferences}
        unlocked={unlocked}
        locale={locale}
      />
      <Button type="submit" aria-busy={busy || undefined} data-testid="trip-apply">
        {t('apply')}
      </Button>
    </form>
  );
}

function DateField({
  id,
  label,
  value,
  min,
  invalid,
  errorId,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min: string | undefined;
  invalid: boolean;
  errorId: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 w-full ${FIELD_CLASSES}`}
      />
    </div>
  );
}
