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
  const plan = line.product;
  return (
    <>
      <FlagHeading
        destination={plan.destination}
        label={t('destination')}
        value={plan.destination.localName}
      />
      <PlanFacts plan={plan} />
    </>
  );
}

/** What a plan line sold, from its snapshot: the plan's name, its data and its days. */
export function PlanFacts({
  plan,
}: {
  plan: Pick<LinePreviewOf<'esim_plan'>['product'], 'localName' | 'dataAmount' | 'duration'>;
}) {
  const t = useTranslations('checkout.summary');
  const tc = useTranslations('common');
  return (
    <dl className="mt-5 space-y-3 border-t border-slate-100 pt-4 text-sm">
      <SummaryRow label={t('plan')} value={plan.localName} testId="summary-plan" />
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
  );
}

/** The flag and what the line is for ("Destination: France"), with an optional line below. */
export function FlagHeading({
  destination,
  label,
  value,
  detail,
}: {
  destination: { flagImageUrl: string; name: string };
  label: string;
  value: string;
  detail?: string;
}) {
  return (
    <div className="mt-4 flex items-center gap-3">
      <FlagImage
        src={destination.flagImageUrl}
        countryName={destination.name}
        decorative
        loading="eager"
      />
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="font-semibold text-ink" data-testid="summary-destination">
          {value}
        </p>
        {detail ? <p className="font-mono text-xs text-slate-600">{detail}</p> : null}
      </div>
    </div>
  );
}
