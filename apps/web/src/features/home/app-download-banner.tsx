import { APP_COUPON_CODE } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { AppStoreBadges } from '@/features/layout';

const CLAIMS = ['countries', 'support', 'users', 'rating'] as const;

/**
 * Spec §1/§2: the app-download banner with the coupon (APP10, 10% off in the app only, spec §9:
 * the same code the web's promo modal explains), the store links and the claims.
 */
export async function AppDownloadBanner() {
  const t = await getTranslations('home.app');
  return (
    <section aria-labelledby="app-title" className="defer-offscreen py-10 sm:py-12">
      <Container>
        <div className="relative grid gap-10 overflow-hidden rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,var(--color-brand-700),transparent_45%)]"
          />
          <div className="relative">
            <p className="text-sm font-semibold tracking-wider text-brand-200 uppercase">
              {t('eyebrow')}
            </p>
            <h2 id="app-title" className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">
              {t('title')}
            </h2>
            <p className="mt-4 inline-block rounded-full bg-coral-500 px-4 py-1.5 text-base font-semibold text-ink">
              {t('offer')}
            </p>
            <p className="mt-2 max-w-lg text-brand-50">{t('text')}</p>
            <div className="mt-6 inline-flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-white/40 px-4 py-3">
              <span className="text-sm text-brand-100">{t('couponLabel')}</span>
              <span
                className="font-mono text-2xl font-bold tracking-widest"
                data-testid="app-coupon"
              >
                {APP_COUPON_CODE}
              </span>
              <span className="text-sm text-brand-100">{t('couponHint')}</span>
            </div>
            <AppStoreBadges className="mt-6" />
          </div>
          <div className="relative">
            <h3 className="sr-only">{t('claimsLabel')}</h3>
            <dl className="grid grid-cols-2 gap-3">
              {CLAIMS.map((key) => (
                <div
                  key={key}
                  className="flex flex-col-reverse rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
                >
                  <dt className="mt-1 text-sm text-brand-100">{t(`claims.${key}.label`)}</dt>
                  <dd className="text-3xl font-bold tracking-tight sm:text-4xl">
                    {t(`claims.${key}.value`)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </Container>
    </section>
  );
}
