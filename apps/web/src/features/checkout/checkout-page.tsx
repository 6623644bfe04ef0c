import type { Order } from '@tern/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { DeviceCheckNotice } from '@/features/device-check';
import { orderPagePath } from '@/features/order-lines';
import { IslandWords } from '@/i18n/island-words';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { DiscountCodesSlot } from './discount-codes-slot';
import { NearNameNotice } from './near-name-notice';
import { OrderSummary } from './order-summary';
import { isFree } from './payable';
import { PaymentSection } from './payment-section';

/**
 * Paths of the routes the checkout sends a traveller to, in their language. After payment the
 * order's own page: the eSIM page, or the page its product kind registered (features/order-lines).
 */
export function purchasePaths(order: Pick<Order, 'id' | 'lines'>, locale: Locale) {
  const path = (href: string) => getPathname({ href, locale });
  const orderId = order.id;
  return {
    pay: path(`/pay/sandbox/${orderId}`),
    checkout: path(`/checkout/${orderId}`),
    orderPage: path(orderPagePath(order)),
    terms: path('/terms'),
    refund: path('/refund-policy'),
  };
}

/**
 * /checkout/{orderId}: what is bought with its discount codes, where the eSIM goes, terms, then
 * payment, or none when the codes make the order free.
 */
export function CheckoutPage({
  order,
  stripePublishableKey,
}: {
  order: Order;
  stripePublishableKey: string | null;
}) {
  const t = useTranslations('checkout');
  const locale = useLocale() as Locale;
  const paths = purchasePaths(order, locale);
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('checkout.title')}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {t('checkout.orderNumber', { id: order.id.slice(0, 8).toUpperCase() })}
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
        <div className="space-y-6">
          <OrderSummary
            lines={order.lines}
            price={order.total}
            subtotal={order.subtotal}
            discounts={order.discounts}
          >
            <IslandWords namespaces={['checkout.discount']}>
              <DiscountCodesSlot
                orderId={order.id}
                applied={order.discounts.map((discount) => discount.code)}
              />
            </IslandWords>
          </OrderSummary>
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h2 className="text-sm text-slate-600">{t('summary.sendTo')}</h2>
            <p className="mt-1 break-all font-semibold text-ink" data-testid="checkout-email">
              {order.email}
            </p>
          </section>
        </div>
        <section
          aria-labelledby="payment-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="payment-heading" className="text-lg font-bold text-ink">
            {t('checkout.paymentHeading')}
          </h2>
          <NearNameNotice lines={order.lines} />
          {/* Only an eSIM needs a phone that takes one. */}
          {order.lines.some((line) => line.kind === 'esim_plan') ? (
            <DeviceCheckNotice className="mt-3" />
          ) : null}
          <div className="mt-4">
            <IslandWords namespaces={['checkout']}>
              <PaymentSection
                orderId={order.id}
                gateway={order.paymentGateway}
                orderCurrency={order.total.currencyCode}
                amountLabel={formatMoney(order.total.amount, order.total.currencyCode, locale)}
                payPath={paths.pay}
                esimPath={paths.orderPage}
                termsHref={paths.terms}
                refundHref={paths.refund}
                stripePublishableKey={stripePublishableKey}
                free={isFree(order)}
              />
            </IslandWords>
          </div>
          <p className="mt-5 flex items-center gap-2 text-xs text-slate-600">
            <LockIcon />
            {t('checkout.secure')}
          </p>
        </section>
      </div>
    </Container>
  );
}

export function LockIcon({ className = 'text-brand-700' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-4 shrink-0 ${className}`}
      fill="currentColor"
    >
      <path d="M10 1.5a4 4 0 0 0-4 4V8H5a1.5 1.5 0 0 0-1.5 1.5v7A1.5 1.5 0 0 0 5 18h10a1.5 1.5 0 0 0 1.5-1.5v-7A1.5 1.5 0 0 0 15 8h-1V5.5a4 4 0 0 0-4-4zm2.5 6.5h-5V5.5a2.5 2.5 0 0 1 5 0V8z" />
    </svg>
  );
}
