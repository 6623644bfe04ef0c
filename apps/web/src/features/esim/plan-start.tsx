import type { EsimPlanView } from '@tern/contracts';
import { describeDataAmount } from '@tern/domain';
import { getTranslations } from 'next-intl/server';

/**
 * When the plan's days start counting, and the fair-use rule of an unlimited plan, in the
 * same words as the plan card the traveller bought from (destination.card.*).
 */
export async function PlanStart({ plan }: { plan: EsimPlanView }) {
  const t = await getTranslations('esim.page');
  const card = await getTranslations('destination.card');
  const fullSpeed = plan.fairUse ? describeDataAmount(plan.fairUse.fullSpeedMbPerDay) : null;
  return (
    <section aria-labelledby="plan-start-title">
      <h2 id="plan-start-title" className="font-semibold text-ink">
        {t('startsTitle')}
      </h2>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        <li data-testid="esim-activation-policy">
          {card(`activation.${plan.activationPolicy}`, { place: plan.destination.localName })}
        </li>
        {plan.fairUse && fullSpeed?.kind === 'amount' ? (
          <li>
            {card('fairUse', {
              amount: `${fullSpeed.value} ${fullSpeed.unit}`,
              kbps: plan.fairUse.throttledKbps,
            })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
