import type { EsimPlanSnapshot, EsimUsage } from '@tern/contracts';
import { USAGE_REPORT_DELAY_HOURS } from '@tern/contracts';
import { describeBundleUsage, describeDataAmount, labelDataAmount } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { formatUtc } from '@/lib/zoned-time';
import { DataLeftBar } from './data-left-bar';

const STATE_TONES: Record<EsimUsage['state'], string> = {
  not_installed: 'bg-slate-100 text-slate-800 ring-slate-200',
  installed: 'bg-brand-50 text-brand-800 ring-brand-200',
  active: 'bg-sky-50 text-sky-900 ring-sky-200',
  used_up: 'bg-amber-50 text-amber-900 ring-amber-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  voided: 'bg-red-50 text-red-800 ring-red-200',
};

/**
 * The eSIM's live side: its state, each plan's data used and left with when it ends, when the
 * figures were read (networks report late, and the page says so), what happens when a plan runs
 * out, and which e-mails will warn first.
 */
export async function EsimUsagePanel({
  usage,
  plan,
  locale,
}: {
  usage: EsimUsage;
  plan: Pick<EsimPlanSnapshot, 'fairUse'>;
  locale: Locale;
}) {
  const t = await getTranslations('esim.usage');
  const unlimited = t('unlimited');
  return (
    <section
      aria-labelledby="usage-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="esim-usage"
      data-state={usage.state}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="usage-title" className="text-xl font-bold text-ink sm:text-2xl">
          {t('title')}
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${STATE_TONES[usage.state]}`}
          data-testid="esim-usage-state"
        >
          {t(`state.${usage.state}`)}
        </span>
      </div>
      <p className="mt-2 text-slate-700">{t(`stateText.${usage.state}`)}</p>

      <ul className="mt-5 space-y-5">
        {usage.bundles.map((bundle) => {
          const figures = describeBundleUsage({
            initialQuantity: bundle.totalMb,
            remainingQuantity: bundle.remainingMb,
          });
          return (
            <li
              key={bundle.lineId}
              className="border-t border-slate-100 pt-4"
              data-testid="esim-bundle"
              data-bundle-state={bundle.state}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-ink">
                  {bundle.localName}
                  {bundle.topUp ? (
                    <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      {t('topUpTag')}
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-600">{t(`bundleState.${bundle.state}`)}</p>
              </div>
              {figures.kind === 'metered' ? (
                <>
                  <DataLeftBar
                    percentLeft={figures.percentLeft}
                    name={bundle.localName}
                    remaining={labelDataAmount(figures.remaining, unlimited)}
                    total={labelDataAmount(figures.initial, unlimited)}
                  />
                  <p className="mt-1 flex flex-wrap justify-between gap-2 text-sm">
                    <span className="font-semibold text-ink" data-testid="esim-bundle-left">
                      {t('leftOf', {
                        remaining: labelDataAmount(figures.remaining, unlimited),
                        total: labelDataAmount(figures.initial, unlimited),
                      })}
                    </span>
                    {bundle.usedMb !== null ? (
                      <span className="text-slate-600">
                        {t('used', {
                          used: labelDataAmount(describeDataAmount(bundle.usedMb), unlimited),
                        })}
                      </span>
                    ) : null}
                  </p>
                </>
              ) : (
                <p className="mt-1 text-sm font-semibold text-ink">
                  {labelDataAmount(figures.initial, unlimited)}
                </p>
              )}
              {bundle.state === 'queued' ? (
                <p className="mt-1 text-sm text-slate-600">{t('queuedNote')}</p>
              ) : bundle.expiresAt && bundle.state !== 'revoked' ? (
                <p className="mt-1 text-sm text-slate-600">
                  {t('ends', { date: formatUtc(bundle.expiresAt, locale) })}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>

      <div className="mt-5 space-y-2 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
        <p data-testid="esim-usage-read-at">
          {usage.readAt ? t('readAt', { time: formatUtc(usage.readAt, locale) }) : t('notRead')}{' '}
          {t('delay', { hours: USAGE_REPORT_DELAY_HOURS })}
        </p>
        <p>
          {plan.fairUse
            ? t('nextThrottled', {
                amount: labelDataAmount(
                  describeDataAmount(plan.fairUse.fullSpeedMbPerDay),
                  unlimited,
                ),
                kbps: plan.fairUse.throttledKbps,
              })
            : t('nextStops')}
        </p>
        <p>{t('alerts')}</p>
      </div>
    </section>
  );
}
