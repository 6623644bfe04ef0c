import { useTranslations } from 'next-intl';
import { FlagHeading, PlanFacts } from './esim-plan-summary';
import type { LinePreviewOf } from './line-preview';

/**
 * A top-up in an order summary: the eSIM it goes on (its destination and ICCID, so nobody tops
 * up the wrong one), then the plan added, from the snapshot taken when it was ordered.
 */
export function EsimTopupSummary({ line }: { line: LinePreviewOf<'esim_topup'> }) {
  const t = useTranslations('checkout.summary');
  const plan = line.product;
  return (
    <>
      <FlagHeading
        destination={plan.destination}
        label={t('topUpFor')}
        value={t('topUpEsim', { destination: plan.target.destinationLocalName })}
        detail={plan.target.iccid}
      />
      <PlanFacts plan={plan} />
    </>
  );
}
