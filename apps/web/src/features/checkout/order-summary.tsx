import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { useLocale, useTranslations } from 'next-intl';
import { FlagImage } from '@/components/ui/flag-image';
import { formatMoney, formatUsdCents } from './money';

export interface SummaryPlan {
  name: string;
  dataAmount: number;
  duration: number;
  destination: { name: string; flagImageUrl: string };
}

export interface SummaryPrice {
  amount: number;
  currencyCode: string;
  /** What is charged; shown too when the traveller's currency is not USD. */
  usdCents?: number;
}

/**
 * The plan being bought: flag, destination, plan, data (unlimited for null/negative, GB from
 * 1000 MB), days and the price in the traveller's currency. Shared by preorder and checkout.
 */
export function OrderSummary({ plan, price }: { plan: SummaryPlan; price: SummaryPrice }) {
  const t = useTranslations('checkout.summary');
  const tc = useTranslations('common');
  const locale = useLocale();
  const data = describeDataAmount(plan.dataAmount);
  const charged =
    price.usdCents !== undefined && price.currencyCode !== 'USD'
      ? formatUsdCents(price.usdCents, locale)
      : null;
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="order-summary"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-ink">
        {t('heading')}
      </h2>
      <div className="mt-4 flex items-center gap-3">
        <FlagImage
          src={plan.destination.flagImageUrl}
          countryName={plan.destination.name}
          decorative
          loading="eager"
        />
        <div>
          <p className="text-sm text-slate-600">{t('destination')}</p>
          <p className="font-semibold text-ink" data-testid="summary-destination">
            {plan.destination.name}
          </p>
        </div>
      </div>
      <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
        <Row label={t('plan')} value={plan.name} testId="summary-plan" />
        <Row
          label={t('data')}
          value={labelDataAmount(data, tc('unlimited'))}
          testId="summary-data"
        />
        <Row
          label={t('validity')}
          value={tc('day', { count: plan.duration })}
          testId="summary-validity"
        />
      </dl>
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-slate-200 pt-4">
        <span className="font-semibold text-ink">{t('total')}</span>
        <span className="text-right">
          <span className="block text-2xl font-bold text-ink" data-testid="summary-price">
            {formatMoney(price.amount, price.currencyCode, locale)}
          </span>
          {charged ? (
            <span className="block text-xs text-slate-600" data-testid="summary-charged">
              {t('chargedInUsd', { amount: charged })}
            </span>
          ) : null}
        </span>
      </div>
    </section>
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
