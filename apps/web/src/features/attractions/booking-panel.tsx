'use client';
import type { TicketUnitType } from '@tern/contracts';
import { addDays, localDateTime, MAX_TICKETS_PER_BOOKING } from '@tern/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form';
import { AddToCheckoutLink } from '@/features/checkout';
import { useWords } from '@/i18n/words';
import { intlLocale } from '@/lib/intl-locale';
import { formatMoney } from '@/lib/money';
import { AvailabilityCalendar } from './availability-calendar';
import { attractionTicketItem } from './booking-item';
import { type BookingPanelProps, PANEL_CLASSES } from './booking-panel-loader';
import { TicketQuantities } from './ticket-quantities';
import { initialQuantities, type Quantities, ticketsProblem, unitsOf } from './ticket-rules';
import { TimeSlots } from './time-slots';
import { useAvailability } from './use-availability';
import { useQuote } from './use-quote';

/** The calendar shows the next 90 days (the availability call allows 92). */
const CALENDAR_DAYS = 90;

/**
 * The booking: a day in the calendar, a start time, tickets by type, the lead traveller's name;
 * the server's total follows every change; then the one checkout. Dates and times are the
 * attraction's own, whatever the device's clock says.
 */
export default function BookingPanel({
  attraction,
  zone,
  detailsPath,
  checkoutPath,
}: BookingPanelProps) {
  const id = useId();
  const t = useWords('attractions.booking');
  const unit = useWords('attractions.unit');
  const [window] = useState(() => {
    const today = localDateTime(attraction.timeZone, new Date()).date;
    const days = Math.min(CALENDAR_DAYS, attraction.bookingWindowDays || CALENDAR_DAYS);
    return { min: today, max: addDays(today, days - 1) };
  });
  const { availability, retry } = useAvailability(attraction.attractionId, window);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [quantities, setQuantities] = useState<Quantities>(() =>
    initialQuantities(attraction.ticketTypes.map((ticket) => ticket.type)),
  );
  const [leadName, setLeadName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);

  const max = Math.min(attraction.maxTickets || MAX_TICKETS_PER_BOOKING, MAX_TICKETS_PER_BOOKING);
  const problem = ticketsProblem(quantities, attraction.requiresAdult);
  const units = useMemo(() => unitsOf(quantities), [quantities]);
  const quote = useQuote(
    attraction.attractionId,
    date && time && problem === null ? { date, time, units, currency: attraction.currency } : null,
  );
  const day = date && availability.status === 'ready' ? availability.days.get(date) : undefined;
  const dateLabel = date
    ? new Intl.DateTimeFormat(intlLocale(t.locale), { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      )
    : '';
  const money = (amount: number, currency: string) => formatMoney(amount, currency, t.locale);

  const chooseDate = (next: string) => {
    setDate(next);
    setTime(null);
  };
  const changeQuantity = (type: TicketUnitType, quantity: number) =>
    setQuantities((current) => ({ ...current, [type]: Math.max(0, quantity) }));
  const askForName = () => {
    setNameMissing(true);
    nameField.current?.focus();
  };

  return (
    <section aria-labelledby={`${id}-title`} className={PANEL_CLASSES} data-testid="booking-panel">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('localTime', { city: attraction.city, zone })}
      </p>

      <div className="mt-4">
        {availability.status === 'loading' ? (
          <p role="status" className="text-sm text-slate-600">
            {t('loading')}
          </p>
        ) : availability.status === 'failed' ? (
          <div role="alert" className="text-sm text-red-700">
            <p>{t('loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={retry}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <AvailabilityCalendar
            window={window}
            days={availability.days}
            selected={date}
            onSelect={chooseDate}
            t={t}
          />
        )}
      </div>

      <div className="mt-5" aria-live="polite">
        {day ? (
          <TimeSlots day={day} dateLabel={dateLabel} selected={time} onSelect={setTime} t={t} />
        ) : availability.status === 'ready' ? (
          <p className="text-sm text-slate-600">{t('pickDay')}</p>
        ) : null}
      </div>

      <div className="mt-5">
        <TicketQuantities
          types={attraction.ticketTypes}
          quantities={quantities}
          max={max}
          onChange={changeQuantity}
          t={t}
          unit={unit}
        />
        {problem === 'needsAdult' ? (
          <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {t('needsAdult')}
          </p>
        ) : null}
      </div>

      <div className="mt-5">
        <TextField
          ref={nameField}
          id={`${id}-lead`}
          label={t('leadName')}
          hint={t('leadNameHint')}
          autoComplete="name"
          value={leadName}
          maxLength={100}
          error={nameMissing && !leadName.trim() ? t('leadNameMissing') : null}
          onChange={(event) => setLeadName(event.target.value)}
        />
      </div>

      <div
        className="mt-5 border-t border-slate-100 pt-4"
        aria-live="polite"
        data-testid="booking-total"
      >
        {quote.status === 'ready' ? (
          <p className="flex items-baseline justify-between text-lg font-bold text-ink">
            <span>{t('total')}</span>
            <span data-testid="quote-total">
              {money(quote.quote.total.amount, quote.quote.total.currencyCode)}
            </span>
          </p>
        ) : quote.status === 'loading' ? (
          <p className="flex items-baseline justify-between text-lg font-bold text-slate-500">
            <span>{t('total')}</span>
            <span role="status">
              {quote.last
                ? money(quote.last.total.amount, quote.last.total.currencyCode)
                : t('quoting')}
            </span>
          </p>
        ) : quote.status === 'soldOut' ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t('slotSoldOut')}
          </p>
        ) : quote.status === 'failed' ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {t('quoteFailed')}
          </p>
        ) : !date || !time ? (
          <p className="text-sm text-slate-600">{t('chooseTime')}</p>
        ) : null}
      </div>

      {attraction.freeCancellationHours !== null ? (
        <p
          className="mt-2 text-sm font-semibold text-emerald-800"
          data-testid="booking-cancellation"
        >
          {t('cancellation', { hours: attraction.freeCancellationHours })}
        </p>
      ) : null}
      <div className="mt-4">
        {quote.status === 'ready' && date && time && leadName.trim() ? (
          <AddToCheckoutLink
            href={detailsPath}
            checkoutPath={checkoutPath}
            item={attractionTicketItem({
              attractionId: attraction.attractionId,
              name: attraction.name,
              date,
              time,
              units,
              leadName,
            })}
            texts={{
              label: t('continue'),
              ariaLabel: t('continueTo', {
                total: money(quote.quote.total.amount, quote.quote.total.currencyCode),
              }),
              preparing: t('preparing'),
              enableLocation: t('preparing'),
            }}
          />
        ) : (
          <Button
            block
            disabled={quote.status !== 'ready'}
            onClick={askForName}
            data-testid="continue-disabled"
          >
            {t('continue')}
          </Button>
        )}
      </div>
    </section>
  );
}
