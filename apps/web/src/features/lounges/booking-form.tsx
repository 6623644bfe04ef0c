'use client';
import type { PreorderSummary } from '@tern/contracts';
import { MAX_ADULTS, MAX_CHILDREN } from '@tern/domain';
import { useId, useState } from 'react';
import { ErrorSummary, FIELD_CLASSES, type FieldProblem } from '@/components/ui/form';
import { formatMessage } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { fetchPreorderSummary } from '@/lib/api/browser/dragonpass';
import { zoneLabel } from '@/lib/zoned-time';
import { airportServiceItem } from './booking-item';
import type { BookingMessages } from './booking-messages';
import { type BookingErrors, bookingErrors, dateRange, hasErrors } from './booking-rules';
import { BookingSummary } from './booking-summary';

interface Props {
  resourceId: string;
  resourceName: string;
  module: 1 | 2;
  /** This page (where "continue" goes without JavaScript) and the locale's /checkout. */
  detailsPath: string;
  checkoutPath: string;
  timeZone: string;
  currency: string;
  locale: Locale;
  messages: BookingMessages;
}

// The form kit's field look: its border and focus ring are the ones checked for contrast.
const field = `mt-1 w-full font-normal ${FIELD_CLASSES}`;

/** Date and arrival time in the airport's local time, flight, travellers; then the server's price. */
export function BookingForm({
  resourceId,
  resourceName,
  module,
  detailsPath,
  checkoutPath,
  timeZone,
  currency,
  locale,
  messages: m,
}: Props) {
  const id = useId();
  const [range] = useState(() => dateRange(timeZone, new Date()));
  const [date, setDate] = useState(range.min);
  const [time, setTime] = useState('');
  const [flightNumber, setFlightNumber] = useState('');
  const [adults, setAdults] = useState(1);
  const [children, setChildren] = useState(0);
  const [names, setNames] = useState<string[]>(['']);
  const [errors, setErrors] = useState<BookingErrors>({});
  // The errors of the last submit, listed at the top of the form until the next one.
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [summary, setSummary] = useState<PreorderSummary | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  const resize = (nextAdults: number, nextChildren: number) => {
    setAdults(nextAdults);
    setChildren(nextChildren);
    setNames((current) =>
      Array.from({ length: nextAdults + nextChildren }, (_, i) => current[i] ?? ''),
    );
    setSummary(null);
  };

  /** Any change makes the shown summary stale: the traveller asks for a fresh one. */
  const change = <T,>(set: (value: T) => void, value: T) => {
    set(value);
    setSummary(null);
  };

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state === 'loading') return;
    const found = bookingErrors({ date, time, flightNumber, names }, timeZone, new Date());
    const listed: FieldProblem[] = [
      // The date and time share one error: its link goes to the first of them.
      ...(found.slot ? [{ id: `${id}-date`, text: m.errorDate }] : []),
      ...(found.flight ? [{ id: `${id}-flight-number`, text: m.errorFlight }] : []),
      ...(found.names ?? []).map((i) => ({
        id: `${id}-name-${i}-input`,
        text: `${travellerLabel(i)}: ${m.errorName}`,
      })),
    ];
    // The summary takes focus as it shows (GOV.UK: a failed submit lands on it).
    setErrors(found);
    setProblems(listed);
    setSummary(null);
    if (hasErrors(found)) return;
    setState('loading');
    try {
      const answer = await fetchPreorderSummary({
        resourceId,
        module,
        date,
        time,
        adults,
        children,
        flightNumber,
        currency,
      });
      setSummary(answer.data);
      setState('idle');
    } catch (error) {
      console.error('Preorder summary failed', error);
      setState('failed');
    }
  };

  const travellerLabel = (i: number) =>
    formatMessage(locale, i >= adults ? m.childName : m.adultName, {
      n: i >= adults ? i - adults + 1 : i + 1,
    });

  const counter = (
    label: string,
    value: number,
    min: number,
    max: number,
    set: (n: number) => void,
  ) => (
    <label className="block text-sm font-semibold">
      {label}
      <select value={value} onChange={(e) => set(Number(e.target.value))} className={field}>
        {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {m.title}
        </h2>
        <p className="text-sm text-slate-600">
          {formatMessage(locale, m.localTime, { zone: zoneLabel(timeZone, locale) })}
        </p>
        <ErrorSummary title={m.errorSummary} problems={problems} />
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-semibold">
            {m.date}
            <input
              id={`${id}-date`}
              type="date"
              value={date}
              min={range.min}
              max={range.max}
              onChange={(e) => change(setDate, e.target.value)}
              aria-invalid={errors.slot ? true : undefined}
              aria-describedby={errors.slot ? `${id}-slot` : undefined}
              className={field}
            />
          </label>
          <label className="block text-sm font-semibold">
            {m.time}
            <input
              id={`${id}-time`}
              type="time"
              value={time}
              onChange={(e) => change(setTime, e.target.value)}
              aria-invalid={errors.slot ? true : undefined}
              aria-describedby={errors.slot ? `${id}-slot` : undefined}
              className={field}
            />
          </label>
        </div>
        {errors.slot ? (
          <p id={`${id}-slot`} className="text-sm font-semibold text-red-700">
            {m.errorDate}
          </p>
        ) : null}
        <label className="block text-sm font-semibold">
          {m.flight}
          <input
            id={`${id}-flight-number`}
            type="text"
            value={flightNumber}
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="VN 123"
            onChange={(e) => change(setFlightNumber, e.target.value)}
            aria-invalid={errors.flight ? true : undefined}
            aria-describedby={`${id}-flight`}
            className={field}
          />
          <span
            id={`${id}-flight`}
            className={`mt-1 block font-normal ${errors.flight ? 'text-red-700' : 'text-slate-600'}`}
          >
            {errors.flight ? m.errorFlight : m.flightHint}
          </span>
        </label>
        <div className="grid grid-cols-2 gap-4">
          {counter(m.adults, adults, 1, MAX_ADULTS, (n) => resize(n, children))}
          {counter(m.children, children, 0, MAX_CHILDREN, (n) => resize(adults, n))}
        </div>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-semibold">{m.travellers}</legend>
          {names.map((name, i) => {
            const missing = errors.names?.includes(i);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: travellers are positions in the party
              <label key={i} className="block text-sm">
                {travellerLabel(i)}
                <input
                  id={`${id}-name-${i}-input`}
                  type="text"
                  value={name}
                  autoComplete={i === 0 ? 'name' : 'off'}
                  onChange={(e) =>
                    change(setNames, (all: string[]) =>
                      all.map((n, j) => (j === i ? e.target.value : n)),
                    )
                  }
                  aria-invalid={missing ? true : undefined}
                  aria-describedby={missing ? `${id}-name-${i}` : undefined}
                  className={field}
                />
                {missing ? (
                  <span id={`${id}-name-${i}`} className="mt-1 block font-semibold text-red-700">
                    {m.errorName}
                  </span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
        <p className="text-sm text-slate-700">{m.cancellationRule}</p>
        {/* aria-disabled, not disabled: a disabled button drops the focus to the body. */}
        <button
          type="submit"
          aria-disabled={state === 'loading'}
          className="rounded-full bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          {state === 'loading' ? m.checking : m.submit}
        </button>
        {state === 'failed' ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {m.errorFailed}
          </p>
        ) : null}
      </form>
      {/* Outside the form: "continue" may open the guest details, a form of its own. */}
      <div aria-live="polite">
        {summary ? (
          <BookingSummary
            summary={summary}
            locale={locale}
            messages={m}
            checkout={{
              href: detailsPath,
              checkoutPath,
              item: airportServiceItem(summary, resourceName, names),
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
