import { type OrderedEsim, USAGE_REPORT_DELAY_HOURS } from '@tern/contracts';
import { describeBundleUsage, labelDataAmount } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { rasterSrc } from '@/components/ui/raster-src';
import { DataLeftBar } from '@/features/esim';

const STATUS_TONES: Record<OrderedEsim['status'], string> = {
  preparing: 'bg-amber-50 text-amber-900 ring-amber-200',
  not_installed: 'bg-brand-50 text-brand-800 ring-brand-200',
  installed: 'bg-brand-50 text-brand-800 ring-brand-200',
  active: 'bg-sky-50 text-sky-900 ring-sky-200',
  used_up: 'bg-amber-50 text-amber-900 ring-amber-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  voided: 'bg-slate-100 text-slate-700 ring-slate-200',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** An eSIM that can still take more data: delivered, and neither refunded nor switched off. */
const TOP_UP_STATUSES: readonly OrderedEsim['status'][] = [
  'not_installed',
  'installed',
  'active',
  'used_up',
  'expired',
];

/** One eSIM in the order history: where, how long, data left per bundle, and the way to it. */
export async function OrderedEsimCard({
  esim,
  href,
  purchasedOn,
  readOn,
}: {
  esim: OrderedEsim;
  href: string;
  purchasedOn: string;
  /** When its usage was read, formatted; null before the first read. */
  readOn: string | null;
}) {
  const t = await getTranslations('esim.history');
  const unlimited = t('unlimitedLeft');
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="ordered-esim"
      data-order-id={esim.orderId}
    >
      <div className="flex items-start gap-3">
        {/* biome-ignore lint/performance/noImgElement: the build's small WebP flag (raster-src.ts) needs no optimisation. */}
        <img
          src={rasterSrc(esim.countryflagImageUrl)}
          alt=""
          width={48}
          height={36}
          loading="lazy"
          className="h-9 w-12 shrink-0 rounded-md object-cover ring-1 ring-black/10"
        />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug text-ink">{esim.countryLocalName}</h3>
          <p className="text-sm text-slate-600">{t('plan', { days: esim.salePlanDays })}</p>
        </div>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONES[esim.status]}`}
          data-testid="ordered-esim-status"
        >
          {t(`status.${esim.status}`)}
        </span>
      </div>

      <ul className="mt-4 space-y-4 border-t border-slate-100 pt-4">
        {esim.bundles.map((bundle) => {
          const usage = describeBundleUsage(bundle);
          return (
            <li key={bundle.lineId} className="text-sm">
              <p className="font-medium text-ink">
                {bundle.localName}
                {bundle.topUp ? (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t('topUpTag')}
                  </span>
                ) : null}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-2">
                <div>
                  <dt className="text-xs text-slate-500">{t('data')}</dt>
                  <dd className="font-semibold text-ink" data-testid="ordered-esim-data">
                    {labelDataAmount(usage.initial, unlimited)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('remaining')}</dt>
                  <dd className="font-semibold text-ink">
                    {usage.kind === 'metered'
                      ? labelDataAmount(usage.remaining, unlimited)
                      : usage.kind === 'unlimited'
                        ? unlimited
                        : '–'}
                  </dd>
                </div>
              </dl>
              {usage.kind === 'metered' ? (
                <DataLeftBar
                  percentLeft={usage.percentLeft}
                  name={bundle.localName}
                  remaining={labelDataAmount(usage.remaining, unlimited)}
                  total={labelDataAmount(usage.initial, unlimited)}
                />
              ) : usage.kind === 'unknown' ? (
                <p className="mt-1 text-xs text-slate-500">{t('remainingUnknown')}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {readOn ? (
        <p className="mt-3 text-xs text-slate-500">
          {t('readAt', { time: readOn, hours: USAGE_REPORT_DELAY_HOURS })}
        </p>
      ) : null}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
        <p className="text-xs text-slate-500">{t('purchased', { date: purchasedOn })}</p>
        <div className="flex flex-wrap items-center gap-2">
          {TOP_UP_STATUSES.includes(esim.status) ? (
            <a
              href={`${href}#top-up`}
              aria-label={t('topUpFor', { country: esim.countryLocalName })}
              className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              data-testid="top-up-esim"
            >
              {t('topUp')}
            </a>
          ) : null}
          {/* A plain link: a full navigation is what the service worker can answer offline. */}
          <a
            href={href}
            // Names the country for screen-reader link lists; starts with the visible words.
            aria-label={t('viewFor', { country: esim.countryLocalName })}
            className={buttonClasses({ size: 'sm' })}
            data-testid="view-esim"
          >
            {t('view')}
          </a>
        </div>
      </div>
    </article>
  );
}
