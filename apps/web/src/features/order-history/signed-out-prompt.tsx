import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/** /profile without a session: what is here, and the way in (or back). */
export async function SignedOutPrompt({ locale }: { locale: Locale }) {
  const t = await getTranslations('esim.history');
  return (
    <div
      className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm"
      data-testid="signed-out-prompt"
    >
      <h1 className="text-2xl font-bold text-ink">{t('signedOutTitle')}</h1>
      <p className="mt-3 text-slate-600">{t('signedOutText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <a href={getPathname({ href: '/sign-in', locale })} className={buttonClasses()}>
          {t('signIn')}
        </a>
        <a
          href={getPathname({ href: '/', locale })}
          className="inline-flex h-11 items-center rounded-full border border-slate-300 px-6 text-sm font-semibold text-ink hover:border-brand-600"
        >
          {t('home')}
        </a>
      </div>
    </div>
  );
}
