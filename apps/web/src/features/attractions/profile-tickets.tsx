import type { TicketBookingListItem } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { BookingStatusBadge } from '@/features/orders';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listMyTicketBookings } from '@/lib/api/attractions';
import { type BookingState, bookingState } from '@/lib/booking-state';
import { formatLocalDate } from '@/lib/zoned-time';
import { ticketPath } from './attraction-paths';

/**
 * The signed-in traveller's ticket bookings, soonest visit first. The profile still shows its
 * eSIMs and passes when this fails: the failure is logged and no tickets are listed.
 */
export async function loadMyTickets(locale: Locale): Promise<TicketBookingListItem[]> {
  try {
    return await listMyTicketBookings(locale);
  } catch (error) {
    console.error('[tickets] the profile could not list the tickets', error);
    return [];
  }
}

/** The ticket page of an order, in the visitor's language (kept offline too). */
export const ticketHref = (orderId: string, locale: Locale) =>
  getPathname({ href: ticketPath(orderId), locale });

/** The list answers bookings of paid orders only: their state needs no order status. */
const stateOf = (booking: TicketBookingListItem): BookingState =>
  bookingState({ status: 'paid' }, booking, (booking.delivery?.tickets.length ?? 0) > 0);

/**
 * The profile's "Attraction tickets", beside the eSIMs and passes: each booking's attraction,
 * place, day and time, its state and a link to its ticket page. Nothing when there are none.
 */
export async function ProfileTickets({
  tickets,
  locale,
}: {
  tickets: TicketBookingListItem[];
  locale: Locale;
}) {
  if (tickets.length === 0) return null;
  const t = await getTranslations('attractions');
  return (
    <section aria-labelledby="tickets-title" className="mt-10" data-testid="profile-tickets">
      <h2 id="tickets-title" className="text-xl font-bold text-ink">
        {t('ticket.profile.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('ticket.profile.intro')}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {tickets.map((item) => {
          const b = item.booking;
          const state = stateOf(item);
          return (
            <li
              key={item.lineId}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="profile-ticket"
            >
              <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                {t(`category.${b.category}`)}
              </p>
              <p className="mt-1 font-semibold text-ink">{b.name}</p>
              <p className="text-sm text-slate-700">
                {b.city}, {b.country}
              </p>
              <p className="mt-2 text-sm text-slate-800">
                {formatLocalDate(b.date, locale)} · {b.time}
              </p>
              <p className="mt-2">
                <BookingStatusBadge
                  state={state}
                  label={t(`ticket.status.${state}`)}
                  testId="profile-ticket-status"
                />
              </p>
              <a
                href={ticketHref(item.orderId, locale)}
                className="mt-3 self-start text-sm font-semibold text-brand-700 underline"
              >
                {t('ticket.profile.open', { name: b.name })}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
