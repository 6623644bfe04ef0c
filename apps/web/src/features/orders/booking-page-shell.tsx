import type { Order } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { isolated } from '@/i18n/bidi';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * The frame of a booking page (e-passes, tickets): the way back to the profile, the bookings,
 * and where the confirmation went with the note that the page works offline. `words` is the
 * kind's namespace (breadcrumb, back, sentTo, offline).
 */
export async function BookingPageShell({
  order,
  words,
  locale,
  children,
}: {
  order: Pick<Order, 'email'>;
  words: string;
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations(words);
  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
        <a
          href={getPathname({ href: '/profile', locale })}
          className="inline-flex items-center gap-1 hover:text-ink hover:underline"
        >
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>{' '}
          {t('back')}
        </a>
      </nav>
      {children}
      <p className="mt-10 text-sm text-slate-600 [overflow-wrap:anywhere]">
        {t('sentTo', { email: isolated(order.email, locale) })} {t('offline')}
      </p>
    </Container>
  );
}

/** One fact of a booking (a dt/dd pair in its list): date, entry, travellers… */
export function BookingFact({
  label,
  value,
  testId,
}: {
  label: string;
  /** Text, or nodes when part of it is marked (a supplier's words: SupplierText). */
  value: ReactNode;
  testId?: string;
}) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
