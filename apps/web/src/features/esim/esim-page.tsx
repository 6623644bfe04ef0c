import type { Bundle, Order } from '@tern/contracts';
import { describeDataAmount, destinationPagePath, labelDataAmount } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { CancelledOrder, ChargeFact, OrderOutcome, refundsOfLine } from '@/features/orders';
import { isolated } from '@/i18n/bidi';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { DeliveredEsim } from './delivered-esim';
import { EsimHeader } from './esim-header';
import type { EsimLine } from './esim-line-of';
import { EsimStatusBadge } from './esim-status-badge';
import { EsimUsagePanel } from './esim-usage-panel';
import { esimViewState, statusKey } from './esim-view-state';
import { InstallSteps } from './install-steps';
import { LostEsim } from './lost-esim';
import { PlanStart } from './plan-start';
import { PreparingEsim } from './preparing-esim';
import { SelfRefundSection } from './self-refund-section';
import { TopUpOffers } from './top-up-offers';
import { UnpaidOrder } from './unpaid-order';

/**
 * /esims/{orderId}: the traveller's own eSIM, ready to install, or an honest state until it is
 * (or why it never will be: refunded, cancelled), all from the order's eSIM line.
 */
export async function EsimPage({
  order,
  line,
  offers,
  locale,
}: {
  order: Order;
  line: EsimLine;
  /** The plans that can be added to this eSIM, in the visitor's currency. */
  offers: readonly Bundle[];
  locale: Locale;
}) {
  const t = await getTranslations('esim');
  const tc = await getTranslations('common');
  const plan = line.product;
  const destination = plan.destination.localName;
  const state = esimViewState(order, line);
  const data = describeDataAmount(plan.dataAmount);
  const status = statusKey(state);
  // A refunded or cancelled eSIM is bought again from its destination's plans.
  const again = {
    href: getPathname({ href: destinationPagePath(plan.destination.name), locale }),
    label: t('page.again', { destination }),
  };
  const closed = state.kind === 'refunded' || state.kind === 'cancelled';
  const usage = line.usage;
  const usagePanel = usage ? <EsimUsagePanel usage={usage} plan={plan} locale={locale} /> : null;

  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      <EsimHeader
        back={{
          href: `${getPathname({ href: '/profile', locale })}?orderHistory=true`,
          label: t('page.history'),
        }}
        breadcrumbLabel={t('page.breadcrumb')}
        flagImageUrl={plan.destination.flagImageUrl}
        eyebrow={t('page.eyebrow')}
        title={t('page.title', { destination })}
        subtitle={plan.localName}
        titleTestId="esim-title"
      />

      <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:max-w-xl">
        <div>
          <dt className="text-xs text-slate-500">{t('page.data')}</dt>
          <dd className="font-semibold text-ink" data-testid="esim-data">
            {labelDataAmount(data, tc('unlimited'))}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('page.validity')}</dt>
          <dd className="font-semibold text-ink">{tc('day', { count: plan.duration })}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('page.status')}</dt>
          <dd>
            <EsimStatusBadge
              status={status}
              label={
                // Once on a phone, the eSIM's own state says more than "ready to install".
                status === 'fulfilled' && usage && usage.state !== 'not_installed'
                  ? t(`usage.state.${usage.state}`)
                  : t(`status.${status}`)
              }
            />
          </dd>
        </div>
        <ChargeFact order={order} locale={locale} />
      </dl>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
        <div className="min-w-0">
          {state.kind === 'delivered' ? (
            <div className="space-y-8">
              {/* Once it is on a phone, what is left matters more than how to install it. */}
              {usage && usage.state !== 'not_installed' ? usagePanel : null}
              <DeliveredEsim esim={state.esim} destination={destination} />
              {usage && usage.state === 'not_installed' ? usagePanel : null}
              {usage ? (
                <TopUpOffers
                  iccid={usage.iccid}
                  offers={offers}
                  allowed={usage.topUpsAllowed}
                  esimPath={getPathname({ href: `/esims/${order.id}`, locale })}
                  locale={locale}
                />
              ) : null}
            </div>
          ) : state.kind === 'preparing' ? (
            <PreparingEsim
              orderId={order.id}
              lineId={line.id}
              email={order.email}
              delayed={state.delayed}
            />
          ) : state.kind === 'refunded' ? (
            // Delivery gave up: an eSIM cannot be cancelled once bought, so it is the one way here.
            <OrderOutcome
              id="refunded-title"
              title={t('refunded.title')}
              text={t('refunded.text')}
              refunds={refundsOfLine(order, line.id)}
              email={order.email}
              locale={locale}
              again={again}
              testId="esim-refunded"
            />
          ) : state.kind === 'cancelled' ? (
            <CancelledOrder order={order} locale={locale} again={again} />
          ) : (
            <UnpaidOrder orderId={order.id} locale={locale} />
          )}
        </div>
        {/* When the days start counting matters only for an eSIM that is, or will be, installed. */}
        {closed ? null : (
          <aside className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 text-sm">
            <PlanStart plan={plan} />
            {state.kind === 'delivered' ? (
              <>
                <section aria-labelledby="iccid-title">
                  <h2 id="iccid-title" className="font-semibold text-ink">
                    {t('page.iccid')}
                  </h2>
                  <p className="mt-1 font-mono text-ink break-all" data-testid="esim-iccid">
                    {state.esim.iccid}
                  </p>
                  <p className="mt-1 text-xs text-slate-600">{t('page.iccidHint')}</p>
                </section>
                <p className="text-slate-600 [overflow-wrap:anywhere]">
                  {t('page.receiptSentTo', { email: isolated(order.email, locale) })}
                </p>
                <SelfRefundSection orderId={order.id} line={line} what="esim" locale={locale} />
                {usage ? <LostEsim iccid={usage.iccid} reissue={usage.reissue} /> : null}
              </>
            ) : null}
          </aside>
        )}
      </div>
      {/* Below both columns, so on phones "when your plan starts" comes before the long steps. */}
      {state.kind === 'delivered' ? <InstallSteps /> : null}
    </Container>
  );
}
