import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { IslandWords } from '@/i18n/island-words';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getSessionUser } from '@/lib/session/session-user';
import { MY_ESIMS_HREF } from './account-links';
import { isDevMailboxEnabled } from './dev-mailbox/mailbox-api';
import { safeNextPath } from './safe-next-path';
import { SignInForm } from './sign-in-form';
import { SignedInPanel } from './signed-in-panel';

/**
 * /sign-in: the e-mail code form, or, for someone already signed in to an account, who they are
 * and a sign-out button. A guest session (from checkout) still sees the form, with its e-mail.
 */
export async function SignInPage({
  locale,
  nextParam,
}: {
  locale: Locale;
  nextParam: string | string[] | undefined;
}) {
  const myEsimsHref = getPathname({ href: MY_ESIMS_HREF, locale });
  const homeHref = getPathname({ href: '/', locale });
  const next = safeNextPath(nextParam, myEsimsHref);
  // An unreachable API still gets the form: sending the code then explains what is wrong.
  const [user, mailbox] = await Promise.all([
    getSessionUser().catch(() => null),
    isDevMailboxEnabled(),
  ]);

  if (user && !user.isGuest) {
    return (
      <Shell>
        <SignedInPanel
          user={user}
          locale={locale}
          next={next === myEsimsHref ? null : next}
          myEsimsHref={myEsimsHref}
          homeHref={homeHref}
        />
      </Shell>
    );
  }

  const t = await getTranslations({ locale, namespace: 'account.signIn' });
  return (
    <Shell>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('intro')}</p>
      <div className="mt-8">
        {/* Only the form's own words travel to the browser, not the site's whole catalogue. */}
        <IslandWords namespaces={['account.signIn']}>
          <SignInForm next={next} initialEmail={user?.email} />
        </IslandWords>
      </div>
      {mailbox && (
        <p className="mt-8 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <a
            href={getPathname({ href: '/dev/mailbox', locale })}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            {t('devMailbox')}
          </a>
        </p>
      )}
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <Container className="py-12 sm:py-20">
      <div className="mx-auto max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {children}
      </div>
    </Container>
  );
}
