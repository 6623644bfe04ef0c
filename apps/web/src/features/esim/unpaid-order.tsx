import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** An order that was never paid: no eSIM to show, only the way back to paying. */
export async function UnpaidOrder({ orderId, locale }: { orderId: string; locale: Locale }) {
  const t = await getTranslations('esim.unpaid');
  return (
    <section
      aria-labelledby="unpaid-title"
      className="rounded-3xl border border-slate-200 bg-white p-5 sm:p-8"
      data-testid="esim-unpaid"
    >
      <h2 id="unpaid-title" className="text-xl font-bold text-ink">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-600">{t('text')}</p>
      <a
        href={getPathname({ href: `/checkout/${orderId}`, locale })}
        className={`mt-5 ${buttonClasses()}`}
      >
        {t('action')}
      </a>
    </section>
  );
}
