import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { useTranslations } from 'next-intl';
import { FlagImage } from '@/components/ui/flag-image';
import type { LinePreviewOf } from './line-preview';
import { SummaryRow } from './summary-row';

/**
 * An eSIM plan in an order summary: flag, destination, plan, data (unlimited for a negative
 * amount, GB from 1000 MB) and days, all from the snapshot taken when it was ordered.
 */
export function EsimPlanSummary({ line }: { line: LinePreviewOf<'esim_plan'> }) {
  const t = useTranslations('checkout.summary');
  const tc = useTranslations('common');
  const plan = line.product;
  return (
    <>
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
        <SummaryRow label={t('plan')} value={plan.name} testId="summary-plan" />
        <SummaryRow
          label={t('data')}
          value={labelDataAmount(describeDataAmount(plan.dataAmount), tc('unlimited'))}
          testId="summary-data"
        />
        <SummaryRow
          label={t('validity')}
          value={tc('day', { count: plan.duration })}
          testId="summary-validity"
        />
      </dl>
    </>
  );
}
