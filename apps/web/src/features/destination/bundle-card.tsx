import type { Bundle } from '@tern/contracts';
import {
  BUNDLE_TYPE_COUNTRY,
  describeDataAmount,
  formatRoundedPrice,
  labelDataAmount,
} from '@tern/domain';
import { useLocale, useTranslations } from 'next-intl';
import { AddToCheckoutLink, esimPlanItem } from '@/features/checkout';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { preorderPath } from '@/lib/preorder-path';
import type { PlanCoverage } from './destination-view';
import { PlanCoverageList } from './plan-coverage';
import { formatMb, topSpeed, unitPrice } from './plan-wording';

/** Spec §2 "Bundle card" plus what a traveller asks next: value, start and fair use. */
export function BundleCard({
  bundle,
  coverage = null,
  searchName,
  headingLevel = 3,
}: {
  bundle: Bundle;
  /** A regional plan's countries and the neighbours it misses (issue 25). */
  coverage?: PlanCoverage | null;
  searchName: string;
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const t = useTranslations('destination.card');
  const tc = useTranslations('common');
  const tb = useTranslations('checkout.buyNow');
  const locale = useLocale() as Locale;
  const data = describeDataAmount(bundle.dataAmount);
  const speed = topSpeed(bundle);
  const unit = unitPrice(bundle);
  const place = bundle.destination.localName;
  const checkoutPath = getPathname({ href: '/checkout', locale });
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="bundle-card"
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="font-semibold leading-snug text-ink" data-testid="bundle-name">
          {bundle.localName}
        </Heading>
        <span
          className="shrink-0 rounded-full bg-slate-100 px-2.5 py-1 text-[0.6875rem] font-semibold uppercase tracking-wide text-slate-600"
          data-testid="bundle-label"
        >
          {bundle.bundleType === BUNDLE_TYPE_COUNTRY ? t('country') : t('region')}
        </span>
      </div>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2">
        <span className="text-3xl font-bold tracking-tight text-ink" data-testid="bundle-price">
          {formatRoundedPrice(bundle.price, bundle.priceSymbol)}
        </span>
        {unit ? (
          <span className="text-sm text-slate-600" data-testid="bundle-unit-price">
            {unit.per === 'gb'
              ? t('perGb', { price: unit.price })
              : t('perDay', { price: unit.price })}
          </span>
        ) : null}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-3 border-y border-slate-100 py-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('data')}</dt>
          <dd className="font-semibold text-ink" data-testid="bundle-data">
            {labelDataAmount(data, tc('unlimited'))}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('validity')}</dt>
          <dd className="font-semibold text-ink" data-testid="bundle-validity">
            {tc('day', { count: bundle.duration })}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('speed')}</dt>
          <dd className="font-semibold text-ink" data-testid="bundle-speed">
            {speed ?? t('speedNotFound')}
          </dd>
        </div>
      </dl>
      <ul className="mt-3 space-y-1.5 text-sm text-slate-600">
        <li className="flex gap-2" data-testid="bundle-activation">
          <CheckIcon />
          {bundle.bundleType === BUNDLE_TYPE_COUNTRY
            ? t(`activation.${bundle.activationPolicy}`, { place })
            : t(`activationRegional.${bundle.activationPolicy}`, {
                count: bundle.destination.countryCount,
              })}
        </li>
        {bundle.fairUse ? (
          <li className="flex gap-2" data-testid="bundle-fair-use">
            <CheckIcon />
            {t('fairUse', {
              amount: formatMb(bundle.fairUse.fullSpeedMbPerDay),
              kbps: bundle.fairUse.throttledKbps,
            })}
          </li>
        ) : null}
      </ul>
      {coverage && bundle.bundleType !== BUNDLE_TYPE_COUNTRY ? (
        <PlanCoverageList coverage={coverage} />
      ) : null}
      <div className="mt-auto pt-4">
        {/* Still a link (the preorder page) without JavaScript; the island runs spec §4's
            buy-now flow on a plain click. Its texts come from here: no catalogue is shipped. */}
        <AddToCheckoutLink
          href={preorderPath(checkoutPath, bundle, searchName)}
          item={esimPlanItem(bundle)}
          checkoutPath={checkoutPath}
          texts={{
            label: tc('buyNow'),
            ariaLabel: t('buyNowFor', { name: bundle.localName }),
            preparing: tb('preparing'),
            enableLocation: tb('enableLocation'),
          }}
        />
      </div>
    </article>
  );
}

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className="mt-0.5 size-4 shrink-0 text-brand-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
