import type { Order } from '@tern/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { Container } from '@/components/ui/container';
import { lineName } from '@/features/order-lines';
import { IslandWords } from '@/i18n/island-words';
import type { Locale } from '@/i18n/routing';
import { formatMoney } from '@/lib/money';
import { LockIcon, purchasePaths } from './checkout-page';
import { SandboxCardForm } from './sandbox-card-form';

/** Stripe's well-known test numbers, which the sandbox gateway honours the same way. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'testCardPays' },
  { number: '4000 0000 0000 0002', outcome: 'testCardDeclined' },
  { number: '4000 0027 6000 3184', outcome: 'testCardConfirm' },
] as const;

/**
 * /pay/sandbox/{orderId}: the built-in gateway's hosted payment page. It charges the order's
 * total in the order's currency (the one the checkout priced it in) and says plainly it is a test.
 */
export function SandboxPayPage({ order }: { order: Order }) {
  const t = useTranslations('checkout.pay');
  const locale = useLocale() as Locale;
  const paths = purchasePaths(order, locale);
  const charged = formatMoney(order.total.amount, order.total.currencyCode, locale);
  return (
    <Container className="py-8 sm:py-12">
      <div className="mx-auto max-w-md">
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-lg">
          <header className="flex items-center justify-between gap-3 bg-ink px-5 py-4 text-white">
            <h1 className="flex items-center gap-2 text-base font-bold">
              <LockIcon className="text-brand-300" />
              {t('brand')}
            </h1>
            <span className="shrink-0 whitespace-nowrap rounded-full bg-amber-300 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-ink">
              {t('sandboxBadge')}
            </span>
          </header>
          <div className="border-b border-slate-100 px-5 py-4">
            <p className="text-sm text-slate-600">{t('amountLabel')}</p>
            <p className="text-3xl font-bold tracking-tight text-ink" data-testid="pay-amount">
              {charged}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('merchant', {
                plan: new Intl.ListFormat(locale, { type: 'unit' }).format(
                  order.lines.map(lineName),
                ),
              })}
            </p>
          </div>
          <div className="px-5 py-5">
            <IslandWords namespaces={['checkout']}>
              <SandboxCardForm
                orderId={order.id}
                amountLabel={charged}
                esimPath={paths.orderPage}
              />
            </IslandWords>
          </div>
        </div>

        <section
          aria-labelledby="test-cards"
          className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-5"
          data-testid="test-cards"
        >
          <h2 id="test-cards" className="font-semibold text-ink">
            {t('testCardsHeading')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('testCardsIntro')}</p>
          <ul className="mt-3 space-y-2 text-sm">
            {TEST_CARDS.map((card) => (
              <li
                key={card.number}
                className="flex flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
              >
                <code className="font-mono font-semibold text-ink">{card.number}</code>
                <span className="text-slate-600">{t(card.outcome)}</span>
              </li>
            ))}
          </ul>
        </section>

        <p className="mt-6 text-center">
          <a href={paths.checkout} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('backToCheckout')}
          </a>
        </p>
      </div>
    </Container>
  );
}
