import type { PublicUser } from '@tern/contracts';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button-classes';
import { isolated } from '@/i18n/bidi';
import { SignOutButton } from './sign-out-button';

interface Props {
  user: PublicUser;
  locale: string;
  /** Where the traveller was headed, when a page sent them here. */
  next: string | null;
  myEsimsHref: string;
  homeHref: string;
}

/** /sign-in for someone already signed in: who they are, where to go, and a way out. */
export async function SignedInPanel({ user, locale, next, myEsimsHref, homeHref }: Props) {
  const t = await getTranslations({ locale, namespace: 'account.signedIn' });
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t('title')}</h1>
      <p className="mt-3 text-lg text-slate-600">
        {t('as', { email: isolated(user.email, locale) })}
      </p>
      <div className="mt-8 flex flex-wrap items-start gap-3">
        <a href={next ?? myEsimsHref} className={buttonClasses({ size: 'lg' })}>
          {next ? t('continue') : t('myEsims')}
        </a>
        <SignOutButton
          homeHref={homeHref}
          labels={{
            signOut: t('signOut'),
            signingOut: t('signingOut'),
            failed: t('signOutFailed'),
          }}
        />
      </div>
    </div>
  );
}
