import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/link';

/** Services with a page of their own once built; anything else gets the general text. */
const KNOWN_SERVICES = new Set([
  'visa',
  'travel-insurance',
  'account',
  'promo',
  'lounge',
  'fast-track',
  'travel',
  'news',
  'itinerary',
  'adventure',
  'currency',
  'weather',
  'translator',
  'activities',
]);

export function knownService(value: string | string[] | undefined): string | null {
  return typeof value === 'string' && KNOWN_SERVICES.has(value) ? value : null;
}

/** An honest "not yet" for a linked service that does not exist yet, with a way back to shopping. */
export async function ComingSoonPage({
  locale,
  service,
}: {
  locale: string;
  service: string | null;
}) {
  const t = await getTranslations({ locale, namespace: 'pages.comingSoon' });
  return (
    <Container className="py-16 sm:py-24">
      <div className="mx-auto max-w-xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          {t('title')}
        </p>
        <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
          {service ? t(`services.${service}.title`) : t('title')}
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          {service ? t(`services.${service}.text`) : t('description')}
        </p>
        <p className="mt-6 text-slate-600">{t('intro')}</p>
        <Link href="/esim-list" className={`mt-8 ${buttonClasses({ size: 'lg' })}`}>
          {t('back')}
        </Link>
        <p className="mt-8 text-sm text-slate-500">{t('notify')}</p>
      </div>
    </Container>
  );
}
