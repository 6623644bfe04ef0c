'use client';
import type { DataOption, ItineraryPlan } from '@tern/contracts';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { AddToCheckoutLink, esimPlanItem } from '@/features/checkout';
import { localizePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { useWords } from '@/i18n/words';
import { formatMoney } from '@/lib/money';
import { preorderPath } from '@/lib/preorder-path';

const dataText = (mb: number, unlimited: string) =>
  labelDataAmount(describeDataAmount(mb), unlimited);

/**
 * The data the trip needs (an estimate, with how it is reckoned) and the ways to cover the whole
 * trip, cheapest marked: one regional plan, or one local plan per country. Each plan is bought
 * through the one checkout, as a plan card would.
 */
export function DataNeeds({ plan, locale }: { plan: ItineraryPlan; locale: Locale }) {
  const t = useWords('itinerary.planner.data');
  const { estimate, options } = plan.data;
  const several = plan.legs.length > 1;
  return (
    <section
      aria-labelledby="itinerary-data"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
      data-testid="itinerary-data"
    >
      <h2 id="itinerary-data" className="text-xl font-bold text-ink">
        {t('heading')}
      </h2>
      <p className="mt-2 text-lg font-semibold text-ink" data-testid="data-estimate">
        {t('estimate', { amount: dataText(estimate.totalMb, '') })}
      </p>
      {several ? (
        <ul className="mt-1 text-sm text-slate-700">
          {estimate.legs.map((leg) => (
            <li key={leg.legIndex}>
              {t('perLeg', {
                country: plan.legs[leg.legIndex]?.localName ?? '',
                amount: dataText(leg.mb, ''),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {t('estimateNote')} {estimate.method}
      </p>
      <h3 className="mt-5 font-bold text-ink">{t('options')}</h3>
      {options.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('noOptions')}</p>
      ) : (
        <ul className="mt-3 space-y-3 print:hidden">
          {options.map((option) => (
            <li key={`${option.kind}-${option.plans.map((p) => p.bundle._id).join('-')}`}>
              <OptionCard option={option} plan={plan} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OptionCard({
  option,
  plan,
  locale,
}: {
  option: DataOption;
  plan: ItineraryPlan;
  locale: Locale;
}) {
  const t = useWords('itinerary.planner.data');
  const tb = useWords('checkout.buyNow');
  const checkoutPath = localizePath('/checkout', locale);
  return (
    <article
      className={`rounded-xl border p-3 ${option.cheapest ? 'border-brand-700 ring-1 ring-brand-700' : 'border-slate-200'}`}
      data-testid="data-option"
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold text-ink">{t(option.kind)}</h4>
        {option.cheapest ? (
          <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
            {t('cheapest')}
          </span>
        ) : null}
      </div>
      <p className="text-lg font-bold text-ink" data-testid="data-option-total">
        {t('total', {
          price: formatMoney(option.total.amount, option.total.currencyCode, locale),
        })}
      </p>
      <ul className="mt-2 space-y-3">
        {option.plans.map(({ bundle, legIndexes }) => (
          <li key={bundle._id} className="border-t border-slate-100 pt-2">
            <p className="text-sm font-semibold text-ink">{bundle.localName}</p>
            <p className="text-sm text-slate-600">
              {t('planFacts', {
                data: dataText(bundle.dataAmount, t('unlimited')),
                days: bundle.duration,
              })}
              {' · '}
              {formatMoney(bundle.price, bundle.currencyCode, locale)}
            </p>
            <p className="text-sm text-slate-600">
              {t('covers', {
                countries: legIndexes.map((i) => plan.legs[i]?.localName ?? '').join(', '),
              })}
            </p>
            <div className="mt-2 max-w-48">
              <AddToCheckoutLink
                href={preorderPath(checkoutPath, bundle, bundle.destination.name)}
                item={esimPlanItem(bundle)}
                checkoutPath={checkoutPath}
                texts={{
                  label: t('buy'),
                  ariaLabel: t('buyNamed', { name: bundle.localName }),
                  preparing: tb('preparing'),
                  enableLocation: tb('enableLocation'),
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </article>
  );
}
