import type { Money, OrderDiscount } from '@tern/contracts';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { type LinePreview, OrderLineSummary } from '@/features/order-lines';
import { formatMoney } from '@/lib/money';

type Amount = Pick<Money, 'amount' | 'currencyCode'>;

/**
 * What is being bought: each line as its product kind shows it, then the total in the
 * traveller's currency, which is what the order charges. Shared by preorder and checkout; an
 * order with discounts shows its subtotal and what each code takes off above the total.
 * `children` (the checkout's code field) sits between the lines and the sums, as shops put it.
 */
export function OrderSummary({
  lines,
  price,
  subtotal,
  discounts = [],
  children,
}: {
  lines: LinePreview[];
  price: Amount;
  subtotal?: Amount;
  discounts?: readonly OrderDiscount[];
  children?: ReactNode;
}) {
  const t = useTranslations('checkout.summary');
  const locale = useLocale();
  const money = (value: Amount) => formatMoney(value.amount, value.currencyCode, locale);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-ink">
        {t('heading')}
      </h2>
      {lines.map((line, index) => (
        // Lines have no id before they are ordered; their order in the list is stable.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <OrderLineSummary key={index} line={line} />
      ))}
      {children ? <div className="mt-4 border-t border-slate-200 pt-4">{children}</div> : null}
      {subtotal && discounts.length > 0 ? (
        <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-slate-600">{t('subtotal')}</dt>
            <dd className="font-semibold text-ink" data-testid="summary-subtotal">
              {money(subtotal)}
            </dd>
          </div>
          {discounts.map((discount) => (
            <div
              key={discount.code}
              className="flex items-baseline justify-between gap-4"
              data-testid="summary-discount"
            >
              <dt className="min-w-0 text-slate-600">
                {t('discount', { code: discount.code })}
                <span className="block text-xs text-slate-500">{discount.description}</span>
              </dt>
              <dd className="shrink-0 font-semibold text-emerald-800">
                {t('minus', { amount: money(discount.amount) })}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {/* Announced when a code or a quantity changes it: "Total, €5.97". */}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4"
      >
        <span className="font-semibold text-ink">{t('total')}</span>
        <span className="text-end">
          <span className="block text-2xl font-bold text-ink" data-testid="summary-price">
            {money(price)}
          </span>
        </span>
      </div>
    </section>
  );
}
