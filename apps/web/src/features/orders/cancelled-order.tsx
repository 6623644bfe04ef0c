import type { Order } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { refundsOfWholeOrder } from './order-money';
import { OrderOutcome } from './order-outcome';

/**
 * An order closed before it was paid (the traveller cancelled it, or it waited unpaid too long):
 * nothing charged, and the way to start again. A payment that still reached it is refunded
 * whole, and said so.
 */
export async function CancelledOrder({
  order,
  locale,
  again,
  id = 'cancelled-order',
}: {
  order: Pick<Order, 'refunds' | 'email'>;
  locale: Locale;
  again: { href: string; label: string };
  id?: string;
}) {
  const t = await getTranslations('orders.cancelled');
  return (
    <OrderOutcome
      id={id}
      title={t('title')}
      text={t('text')}
      refunds={refundsOfWholeOrder(order)}
      email={order.email}
      locale={locale}
      again={again}
      testId="order-cancelled"
    />
  );
}
