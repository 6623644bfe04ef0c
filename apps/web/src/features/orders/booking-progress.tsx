import type { Order, OrderRefund } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { IslandWords } from '@/i18n/island-words';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { BookingState } from '@/lib/booking-state';
import { CancelledOrder } from './cancelled-order';
import { LineWatcher } from './line-watcher';
import { OrderOutcome } from './order-outcome';

/**
 * What a booking page (an e-pass, a ticket) says instead of its codes until they exist or
 * when they never will: being confirmed (watched until it is), not paid yet, refunded, or
 * closed unpaid. `words` is the kind's namespace (unpaid, payNow, refundedTitle, refunded and
 * watch.*); `testId` prefixes the test ids ("pass" → pass-preparing, pass-refunded).
 */
export async function BookingProgress({
  order,
  lineId,
  state,
  refunds,
  again,
  words,
  locale,
  testId,
}: {
  order: Order;
  lineId: string;
  state: BookingState;
  refunds: readonly OrderRefund[];
  /** Where a refunded or never-paid booking is booked again. */
  again: { href: string; label: string };
  words: string;
  locale: Locale;
  testId: string;
}) {
  const t = await getTranslations(words);
  switch (state) {
    case 'preparing':
      return (
        <IslandWords namespaces={[`${words}.watch`]}>
          <LineWatcher
            orderId={order.id}
            lineId={lineId}
            words={`${words}.watch`}
            testId={`${testId}-preparing`}
          />
        </IslandWords>
      );
    case 'unpaid':
      return (
        <p className="text-slate-700">
          {t('unpaid')}{' '}
          <a
            href={getPathname({ href: `/checkout/${order.id}`, locale })}
            className="font-semibold text-brand-700 underline"
          >
            {t('payNow')}
          </a>
        </p>
      );
    case 'refunded':
      return (
        <OrderOutcome
          id={`${lineId}-refunded`}
          title={t('refundedTitle')}
          text={t('refunded')}
          refunds={refunds}
          email={order.email}
          locale={locale}
          again={again}
          testId={`${testId}-refunded`}
        />
      );
    case 'cancelledUnpaid':
      return (
        <CancelledOrder id={`${lineId}-cancelled`} order={order} locale={locale} again={again} />
      );
    default:
      return null;
  }
}
