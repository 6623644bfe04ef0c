import type { AttractionTicketLine, Order } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import {
  BookingCancellation,
  BookingFact,
  BookingProgress,
  BookingStatusBadge,
  ChargeFact,
  refundsOfLine,
} from '@/features/orders';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env/site-url';
import { formatLocalDate, zoneLabel } from '@/lib/zoned-time';
import { eventPath, ticketPath } from './attraction-paths';
import { type AttractionsT, durationText } from './attraction-words';
import { MeetingPointFacts } from './meeting-point-facts';
import { calendarDataUrl, ticketCalendarFile } from './ticket-calendar-file';
import { TicketCodes } from './ticket-codes';
import { TicketFreeData } from './ticket-free-data';
import { ticketState } from './ticket-state';

/**
 * /tickets/{orderId}: each attraction booking in the order with a QR code per ticket, when and
 * where in the attraction's time, what to bring, a calendar file, the free data eSIM and, while
 * it is free, cancellation. Drawn on the server so its offline copy shows everything.
 */
export async function TicketBooking({
  order,
  line,
  locale,
  first,
}: {
  order: Order;
  line: AttractionTicketLine;
  locale: Locale;
  first: boolean;
}) {
  const t = await getTranslations('attractions');
  const tt = (key: string, values?: Record<string, string | number>) => t(`ticket.${key}`, values);
  const b = line.product;
  const state = ticketState(order, line);
  const zone = zoneLabel(b.timeZone, locale, new Date(b.startsAt));
  const Heading = first ? 'h1' : 'h2';
  const refunds = refundsOfLine(order, line.id);
  const tickets = b.units
    .map((unit) => t(`units.${unit.type}`, { count: unit.quantity }))
    .join(', ');
  // A refunded or never-paid booking is booked again from its attraction's page.
  const again = {
    href: getPathname({ href: eventPath(b.attractionId), locale }),
    label: tt('bookAgain', { name: b.name }),
  };
  const ics =
    state === 'ready' || state === 'preparing'
      ? ticketCalendarFile(b, {
          uid: `${line.id}@tern`,
          url: `${siteUrl()}${getPathname({ href: ticketPath(order.id), locale })}`,
          description: `${tickets} · ${b.leadTraveller.name}`,
        })
      : null;

  return (
    <article
      className="mt-6 border-b border-slate-200 pb-10 last:border-0"
      data-testid="ticket-booking"
    >
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {tt('eyebrow')}
        </p>
        <Heading className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {b.name}
        </Heading>
        <p className="mt-1 text-slate-700">
          {b.city}, {b.country}
        </p>
        <p className="mt-3">
          <BookingStatusBadge state={state} label={tt(`status.${state}`)} testId="ticket-status" />
        </p>
      </header>

      <dl className="mt-6 grid gap-x-8 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <BookingFact
          label={tt('date')}
          value={formatLocalDate(b.date, locale)}
          testId="ticket-date"
        />
        <BookingFact
          label={tt('time')}
          value={tt('timeValue', { time: b.time, zone })}
          testId="ticket-time"
        />
        <BookingFact
          label={tt('duration')}
          value={durationText(t as AttractionsT, b.durationMinutes)}
        />
        <BookingFact label={tt('tickets')} value={tickets} testId="ticket-units" />
        <BookingFact label={tt('lead')} value={b.leadTraveller.name} testId="ticket-lead" />
        {line.delivery ? (
          <BookingFact
            label={tt('reference')}
            value={line.delivery.supplierReference}
            testId="ticket-reference"
          />
        ) : null}
        {/* The order's one payment, beside its first booking. */}
        {first ? <ChargeFact order={order} locale={locale} /> : null}
      </dl>

      <div className="mt-6">
        {state === 'ready' && line.delivery ? (
          <TicketCodes line={line} delivery={line.delivery} />
        ) : (
          <BookingProgress
            order={order}
            lineId={line.id}
            state={state}
            refunds={refunds}
            again={again}
            words="attractions.ticket"
            locale={locale}
            testId="ticket"
          />
        )}
      </div>

      {ics ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <a
            href={calendarDataUrl(ics)}
            download={`tern-${b.attractionId}-${b.date}.ics`}
            className={buttonClasses({ variant: 'secondary' })}
            data-testid="add-to-calendar"
          >
            {tt('calendar')}
          </a>
          <p className="text-sm text-slate-600">{tt('calendarHint')}</p>
        </div>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={`${line.id}-meeting`}>
          <h2 id={`${line.id}-meeting`} className="text-lg font-bold text-ink">
            {tt('meetingPoint')}
          </h2>
          <MeetingPointFacts
            point={b.meetingPoint}
            words={{ coordinates: t('details.coordinates'), openInMaps: tt('openInMaps') }}
          />
        </section>
        {b.whatToBring.length > 0 ? (
          <section aria-labelledby={`${line.id}-bring`}>
            <h2 id={`${line.id}-bring`} className="text-lg font-bold text-ink">
              {tt('whatToBring')}
            </h2>
            <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800">
              {b.whatToBring.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <BookingCancellation
          order={order}
          line={line}
          state={state}
          refunds={refunds}
          timeZone={b.timeZone}
          words="attractions.ticket"
          values={{ hours: b.cutoffHours }}
          locale={locale}
          testId="ticket-cancellation"
        />
      </div>

      {state === 'ready' || state === 'preparing' ? (
        <TicketFreeData lineId={line.id} booking={b} freeData={line.delivery?.freeData ?? null} />
      ) : null}
    </article>
  );
}
