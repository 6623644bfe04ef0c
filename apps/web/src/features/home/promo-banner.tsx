import { getLocale, getTranslations } from 'next-intl/server';
import { Container } from '@/components/ui/container';
import { PromoCodeButton } from '@/features/promotions';
import type { Locale } from '@/i18n/routing';

/**
 * Spec §2: the promo-code banner. Its button opens the promo flow (code → partner form → thank
 * you), whose code and words load on the first press.
 */
export async function PromoBanner({ className = '' }: { className?: string }) {
  const t = await getTranslations('home.promo');
  const locale = (await getLocale()) as Locale;
  return (
    <section
      aria-labelledby="promo-title"
      data-testid="promo-banner"
      className={`defer-offscreen py-8 ${className}`}
    >
      <Container>
        <div className="flex flex-col gap-5 rounded-3xl bg-coral-500 px-6 py-8 text-ink sm:flex-row sm:items-center sm:justify-between sm:px-10">
          <div className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="hidden size-14 shrink-0 place-items-center rounded-2xl bg-white/90 text-coral-600 sm:grid"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              >
                <path
                  d="M3 9V6h18v3a3 3 0 0 0 0 6v3H3v-3a3 3 0 0 0 0-6zm6 0 6 6m-5.5 0h.01M14.5 9h.01"
                  strokeLinecap="round"
                />
              </svg>
            </span>
            <div className="max-w-2xl">
              <h2 id="promo-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                {t('title')}
              </h2>
              <p className="mt-2 text-base text-ink/80">{t('text')}</p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-2 text-sm font-semibold">
            <PromoCodeButton
              label={t('cta')}
              failedText={t('failed')}
              locale={locale}
              // The brand ring would vanish on coral (1.3:1); ink stands out from it.
              className="inline-flex h-12 items-center justify-center rounded-full bg-ink px-6 text-base text-white hover:bg-slate-800 focus-visible:outline-ink"
            />
          </div>
        </div>
      </Container>
    </section>
  );
}
