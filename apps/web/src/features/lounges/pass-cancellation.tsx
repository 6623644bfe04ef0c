import type { AirportLine, Order, OrderRefund } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { RefundNotes } from '@/features/orders';
import { IslandWords } from '@/i18n/island-words';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { formatInZone } from './airport-time';
import { CancelBooking } from './cancel-booking';
import { canCancel, cancellationNote, type PassState } from './pass-state';

/**
 * A booking's cancellation rule in the airport's time and, while it is free, the cancel button;
 * once cancelled, when, and where the refund is. Nothing for a booking never paid or already
 * refunded: there is no rule left to tell.
 */
export async function PassCancellation({
  order,
  line,
  state,
  refunds,
  locale,
}: {
  order: Pick<Order, 'id' | 'email'>;
  line: AirportLine;
  state: PassState;
  refunds: readonly OrderRefund[];
  locale: Locale;
}) {
  const note = cancellationNote(state, line, new Date());
  if (!note) return null;
  const t = await getTranslations('lounges.pass');
  const zone = line.product.airport.timeZone;
  // What cancelling gives back: the line's price, in the currency the order is charged in.
  const refund = formatMoney(line.amount.amount, line.amount.currencyCode, locale);
  return (
    <section aria-labelledby={`${line.id}-cancellation`} data-testid="pass-cancellation">
      <h2 id={`${line.id}-cancellation`} className="text-lg font-bold text-ink">
        {t('cancellation')}
      </h2>
      <p className="mt-2 text-slate-800">
        {note === 'cancelled'
          ? t('cancelled', { at: formatInZone(line.cancellation.cancelledAt ?? '', zone, locale) })
          : t(note, { until: formatInZone(line.cancellation.freeUntil, zone, locale) })}
      </p>
      {note === 'cancelled' ? (
        <div className="mt-3">
          <RefundNotes refunds={refunds} email={order.email} locale={locale} />
        </div>
      ) : null}
      {canCancel(state, line) ? (
        <div className="mt-4">
          <IslandWords namespaces={['lounges.pass.cancel']}>
            <CancelBooking orderId={order.id} lineId={line.id} refund={refund} />
          </IslandWords>
        </div>
      ) : null}
    </section>
  );
}
