import type { Money } from '@tern/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { type LinePreview, OrderLineSummary } from '@/features/order-lines';
import { formatMoney } from '@/lib/money';

/**
 * What is being bought: each line as its product kind shows it, then the total in the
 * traveller's currency, which is what the order charges. Shared by preorder and checkout.
 */
export function OrderSummary({
  lines,
  price,
}: {
  lines: LinePreview[];
  price: Pick<Money, 'amount' | 'currencyCode'>;
}) {
  const t = useTranslations('checkout.summary');
  const locale = useLocale();
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
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
        <span className="font-semibold text-ink">{t('total')}</span>
        <span className="text-right">
          <span className="block text-2xl font-bold text-ink" data-testid="summary-price">
            {formatMoney(price.amount, price.currencyCode, locale)}
          </span>
        </span>
      </div>
    </section>
  );
}
