import type { PreorderSummary } from '@tern/contracts';
import { AddToCheckoutLink, type CheckoutItem } from '@/features/checkout';
import { formatMessage } from '@/i18n/client-messages';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { formatInZone, zoneLabel } from '@/lib/zoned-time';
import type { BookingMessages } from './booking-messages';

interface Props {
  summary: PreorderSummary;
  locale: Locale;
  messages: BookingMessages;
  /** What "continue" hands the one checkout. */
  checkout: { href: string; checkoutPath: string; item: CheckoutItem };
}

/** The server's price and availability for the slot, and the cancellation rule in plain words. */
export function BookingSummary({ summary, locale, messages: m, checkout }: Props) {
  const { prices } = summary;
  const money = (amount: number) => formatMoney(amount, prices.currencyCode, locale);
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4"
      data-testid="booking-summary"
    >
      <h3 className="text-lg font-bold text-ink">{m.summaryTitle}</h3>
      <p className="mt-1 text-sm text-slate-700">
        {formatMessage(locale, m.summarySlot, {
          date: summary.date,
          time: summary.time,
          zone: zoneLabel(summary.timeZone, locale),
        })}
        {' · '}
        {formatMessage(locale, m.summaryFlight, { flight: summary.flightNumber })}
      </p>
      {summary.available ? (
        <>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{formatMessage(locale, m.summaryAdults, { count: summary.adults })}</dt>
            <dd className="text-end">{money(prices.perAdult * summary.adults)}</dd>
            {summary.children > 0 ? (
              <>
                <dt>{formatMessage(locale, m.summaryChildren, { count: summary.children })}</dt>
                <dd className="text-end">{money(prices.perChild * summary.children)}</dd>
              </>
            ) : null}
            <dt className="font-bold">{m.summaryTotal}</dt>
            <dd className="text-end font-bold" data-testid="summary-total">
              {money(prices.total)}
            </dd>
          </dl>
          <p className="mt-3 text-sm font-semibold text-ink" data-testid="summary-cancellation">
            {formatMessage(locale, m.cancellation, {
              until: formatInZone(summary.freeCancellationUntil, summary.timeZone, locale),
            })}
          </p>
          {summary.quote ? (
            <p className="mt-1 text-sm text-slate-600">
              {formatMessage(locale, m.holdUntil, {
                time: new Date(summary.quote.expiresAt).toLocaleTimeString(locale, {
                  hour: '2-digit',
                  minute: '2-digit',
                }),
              })}
            </p>
          ) : null}
          <div className="mt-4">
            <AddToCheckoutLink
              href={checkout.href}
              item={checkout.item}
              checkoutPath={checkout.checkoutPath}
              texts={{
                label: m.continue,
                ariaLabel: formatMessage(locale, m.continueTo, {
                  total: money(prices.total),
                }),
                preparing: m.preparing,
                enableLocation: m.preparing,
              }}
            />
          </div>
        </>
      ) : (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {summary.unavailableReason === 'full'
            ? formatMessage(locale, m.full, { remaining: summary.remaining })
            : m.closed}
        </p>
      )}
    </section>
  );
}
