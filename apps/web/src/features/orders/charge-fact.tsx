import type { Order } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { cardBrandName, chargeOf } from './order-money';

/**
 * "Paid: €5.97 · Visa ending in 4242", one fact of an order page's list (a dt/dd pair): what the
 * card was charged, in the currency it was charged in. Nothing before the card was charged.
 */
export async function ChargeFact({
  order,
  locale,
}: {
  order: Pick<Order, 'payment'>;
  locale: Locale;
}) {
  const charge = chargeOf(order);
  if (!charge) return null;
  const t = await getTranslations('orders.payment');
  const brand = cardBrandName(charge.cardBrand);
  return (
    <div>
      <dt className="text-xs text-slate-500">{t('paid')}</dt>
      <dd className="font-semibold text-ink" data-testid="order-charged">
        {formatMoney(charge.amount.amount, charge.amount.currencyCode, locale)}
        {brand && charge.cardLast4 ? (
          <span className="font-normal text-slate-600">
            {' · '}
            {t('card', { brand, last4: charge.cardLast4 })}
          </span>
        ) : null}
      </dd>
    </div>
  );
}
