import type { Order } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { cardBrandName, chargeOf } from './order-money';

/**
 * "Discount: TRAVEL10 −€0.60" and "Paid: €5.37 · Visa ending in 4242", facts of an order page's
 * list (dt/dd pairs): what the codes took off, then what the card was charged, in the currency
 * it was charged in. No charge before the card was charged (nor for an order made free).
 */
export async function ChargeFact({
  order,
  locale,
}: {
  order: Pick<Order, 'payment' | 'discounts'>;
  locale: Locale;
}) {
  const charge = chargeOf(order);
  if (!charge && order.discounts.length === 0) return null;
  const t = await getTranslations('orders.payment');
  const brand = charge ? cardBrandName(charge.cardBrand) : null;
  return (
    <>
      {order.discounts.length > 0 ? (
        <div>
          <dt className="text-xs text-slate-500">{t('discount')}</dt>
          <dd className="font-semibold text-ink" data-testid="order-discount">
            {order.discounts.map((discount) => (
              <span key={discount.code} className="block">
                {discount.code}{' '}
                <span className="font-normal text-slate-600">
                  {t('minus', {
                    amount: formatMoney(
                      discount.amount.amount,
                      discount.amount.currencyCode,
                      locale,
                    ),
                  })}
                </span>
              </span>
            ))}
          </dd>
        </div>
      ) : null}
      {charge ? (
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
      ) : null}
    </>
  );
}
