import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignInPage } from '@/features/account/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.meta' });
  return {
    ...pageMetadata({
      locale,
      path: '/sign-in',
      title: t('signInTitle'),
      description: t('signInDescription'),
    }),
    // A form, per visitor: nothing for a search result.
    robots: { index: false, follow: true },
  };
}

/** Per request: it reads the session cookie. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <SignInPage locale={locale as Locale} nextParam={(await searchParams).next} />;
}
