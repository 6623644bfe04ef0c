import type { Order, OrderRefund } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { IslandWords } from '@/i18n/island-words';
import type { Locale } from '@/i18n/routing';
import {
  type BookingState,
  type CancellableLine,
  canCancel,
  cancellationNote,
} from '@/lib/booking-state';
import { formatMoney } from '@/lib/money';
import { formatInZone } from '@/lib/zoned-time';
import { CancelLine } from './cancel-line';
import { RefundNotes } from './refund-notes';

/**
 * A booking's cancellation rule in the place's time and, while it is free, the cancel button;
 * once cancelled, when, and where the refund is. Nothing for a booking never paid or already
 * refunded: there is no rule left to tell. `words` is the namespace of its sentences
 * (cancellation, freeUntil, closed, cancelled) with the dialog's under `words.cancel`.
 */
export async function BookingCancellation({
  order,
  line,
  state,
  refunds,
  timeZone,
  words,
  values = {},
  locale,
  testId,
}: {
  order: Pick<Order, 'id' | 'email'>;
  line: CancellableLine & { id: string; amount: Order['total'] };
  state: BookingState;
  refunds: readonly OrderRefund[];
  timeZone: string;
  words: string;
  /** More placeholders its sentences use (a ticket's cutoff `hours`). */
  values?: Record<string, string | number>;
  locale: Locale;
  testId: string;
}) {
  const note = cancellationNote(state, line, new Date());
  if (!note) return null;
  const t = await getTranslations(words);
  // What cancelling gives back: the line's price, in the currency the order is charged in.
  const refund = formatMoney(line.amount.amount, line.amount.currencyCode, locale);
  return (
    <section aria-labelledby={`${line.id}-cancellation`} data-testid={testId}>
      <h2 id={`${line.id}-cancellation`} className="text-lg font-bold text-ink">
        {t('cancellation')}
      </h2>
      <p className="mt-2 text-slate-800">
        {note === 'cancelled'
          ? t('cancelled', {
              ...values,
              at: formatInZone(line.cancellation.cancelledAt ?? '', timeZone, locale),
            })
          : t(note, {
              ...values,
              until: formatInZone(line.cancellation.freeUntil, timeZone, locale),
            })}
      </p>
      {note === 'cancelled' ? (
        <div className="mt-3">
          <RefundNotes refunds={refunds} email={order.email} locale={locale} />
        </div>
      ) : null}
      {canCancel(state, line) ? (
        <div className="mt-4">
          <IslandWords namespaces={[`${words}.cancel`]}>
            <CancelLine
              orderId={order.id}
              lineId={line.id}
              refund={refund}
              words={`${words}.cancel`}
            />
          </IslandWords>
        </div>
      ) : null}
    </section>
  );
}
