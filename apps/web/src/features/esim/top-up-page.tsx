import type { EsimTopupLine, Order } from '@tern/contracts';
import { describeDataAmount, labelDataAmount } from '@tern/domain';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { CancelledOrder, ChargeFact, RefundNotes, refundsOfLine } from '@/features/orders';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { EsimHeader } from './esim-header';
import { PreparingWatcher } from './preparing-watcher';
import { SelfRefundSection } from './self-refund-section';
import { UnpaidOrder } from './unpaid-order';

/**
 * /esims/{orderId} for an order that added a plan to an eSIM the traveller has: where the
 * top-up stands (being added, added, refunded), its price, the way back to that eSIM's page, and
 * its refund while it has not started. There is nothing to install: no QR code here.
 */
export async function TopUpPage({
  order,
  line,
  locale,
}: {
  order: Order;
  line: EsimTopupLine;
  locale: Locale;
}) {
  const t = await getTranslations('esim.topUp.page');
  const tc = await getTranslations('common');
  const te = await getTranslations('esim.page');
  const plan = line.product;
  const destination = plan.target.destinationLocalName;
  const status =
    line.status === 'refunded' ? 'refunded' : line.delivery ? 'added' : ('adding' as const);
  const esimPage = getPathname({ href: `/esims/${plan.target.orderId}`, locale });

  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <EsimHeader
        back={{ href: esimPage, label: t('back', { destination }) }}
        breadcrumbLabel={te('breadcrumb')}
        flagImageUrl={plan.destination.flagImageUrl}
        eyebrow={t('eyebrow')}
        title={t('title', { destination })}
        subtitle={plan.localName}
        titleTestId="topup-title"
      />

      <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{te('data')}</dt>
          <dd className="font-semibold text-ink">
            {labelDataAmount(describeDataAmount(plan.dataAmount), tc('unlimited'))}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{te('validity')}</dt>
          <dd className="font-semibold text-ink">{tc('day', { count: plan.duration })}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{te('iccid')}</dt>
          <dd className="font-mono text-ink">{plan.target.iccid}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{te('status')}</dt>
          <dd className="font-semibold text-ink" data-testid="topup-status" data-status={status}>
            {t(`status.${status}`)}
          </dd>
        </div>
        <ChargeFact order={order} locale={locale} />
      </dl>

      <div className="mt-8 space-y-8">
        {order.status === 'cancelled' ? (
          <CancelledOrder
            order={order}
            locale={locale}
            again={{ href: esimPage, label: t('back', { destination }) }}
          />
        ) : order.status === 'awaiting_payment' ? (
          <UnpaidOrder orderId={order.id} locale={locale} />
        ) : status === 'refunded' ? (
          <section className="space-y-3" data-testid="topup-refunded">
            <p className="text-slate-800">{t('refunded')}</p>
            <RefundNotes
              refunds={refundsOfLine(order, line.id)}
              email={order.email}
              locale={locale}
            />
          </section>
        ) : status === 'adding' ? (
          <section className="rounded-3xl border border-amber-200 bg-amber-50/60 p-5 sm:p-8">
            <PreparingWatcher
              orderId={order.id}
              lineId={line.id}
              text={{ waiting: t('adding'), slow: t('adding'), ready: t('added') }}
            />
          </section>
        ) : (
          <p className="rounded-2xl bg-brand-50 p-4 text-brand-900" data-testid="topup-added">
            {t('added')}
          </p>
        )}
        {status !== 'refunded' && order.status !== 'cancelled' ? (
          <SelfRefundSection orderId={order.id} line={line} what="topUp" locale={locale} />
        ) : null}
      </div>
    </Container>
  );
}
