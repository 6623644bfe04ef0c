import { destinationPagePath } from '@tern/domain';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { esimPlanPreview } from '@/features/order-lines';
import { IslandWords } from '@/i18n/island-words';
import { Link } from '@/i18n/link';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { BundleLookup } from './find-bundle';
import { OrderSummary } from './order-summary';
import { esimPlanItem } from './purchase/checkout-item';
import { PreorderPurchase } from './purchase/preorder-purchase';

interface PreorderPageProps {
  /** The searched destination, when the query had a usable one (for the way back). */
  search: string | null;
  lookup: BundleLookup | { status: 'invalid' };
  signedInEmail: string | null;
}

/** /checkout?…type=preorder: the chosen plan, who it goes to, then "Continue to payment". */
export function PreorderPage({ search, lookup, signedInEmail }: PreorderPageProps) {
  const t = useTranslations('checkout.preorder');
  const locale = useLocale() as Locale;
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('title')}</h1>
      {lookup.status === 'found' ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
          <OrderSummary
            lines={[esimPlanPreview(lookup.bundle)]}
            price={{ amount: lookup.bundle.price, currencyCode: lookup.bundle.currencyCode }}
          />
          <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <IslandWords namespaces={['checkout']}>
              <PreorderPurchase
                item={esimPlanItem(lookup.bundle)}
                checkoutPath={getPathname({ href: '/checkout', locale })}
                signedInEmail={signedInEmail}
              />
            </IslandWords>
          </section>
        </div>
      ) : (
        <div
          role="status"
          className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
          data-testid="preorder-problem"
        >
          <h2 className="text-lg font-semibold text-ink">
            {lookup.status === 'unavailable' ? t('unavailableTitle') : t('invalidTitle')}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {lookup.status === 'unavailable' ? t('unavailableText') : t('invalidText')}
          </p>
          <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
            {search ? (
              <Link href={destinationPagePath(search)} className={buttonClasses()}>
                {t('backToPlans')}
              </Link>
            ) : null}
            <Link
              href="/esim-list"
              className="inline-flex h-11 items-center rounded-full px-6 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('browseAll')}
            </Link>
          </div>
        </div>
      )}
    </Container>
  );
}
