import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { AdminAccess } from './admin-access';

/**
 * What anyone but an admin sees at /admin/*: plainly not allowed, and the way on (sign in with
 * an admin account, or back to the shop). Nothing of the back office is loaded for them.
 */
export async function AdminDenied({
  access,
  locale,
  path,
}: {
  access: Exclude<AdminAccess, { kind: 'admin' }>;
  locale: Locale;
  /** The page asked for, to come back to after signing in. */
  path: string;
}) {
  const t = await getTranslations({ locale, namespace: 'account.adminDenied' });
  const signIn = getPathname({
    href: `/sign-in?next=${encodeURIComponent(getPathname({ href: path, locale }))}`,
    locale,
  });
  return (
    <Container className="py-12 sm:py-20">
      <section
        aria-labelledby="admin-denied-title"
        className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
        data-testid="admin-denied"
      >
        <h1 id="admin-denied-title" className="text-2xl font-bold tracking-tight text-ink">
          {t('title')}
        </h1>
        <p className="mt-3 text-slate-600 [overflow-wrap:anywhere]">
          {access.kind === 'signed-out'
            ? t('signedOut')
            : t('notAdmin', { email: access.user.email })}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {access.kind === 'signed-out' ? (
            <a href={signIn} className={buttonClasses()}>
              {t('signIn')}
            </a>
          ) : null}
          <a
            href={getPathname({ href: '/', locale })}
            className={buttonClasses({
              variant: access.kind === 'signed-out' ? 'secondary' : 'primary',
            })}
          >
            {t('home')}
          </a>
        </div>
      </section>
    </Container>
  );
}
