import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { findBundle, PreorderPage, parsePreorderQuery } from '@/features/checkout/server';
import { getPreferredCurrency } from '@/features/preferences/server';
import type { Locale } from '@/i18n/routing';
import { getSessionUser } from '@/lib/session/session-user';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout.preorder' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** Spec §2 preorder checkout. Per request: it reads the visitor's session and currency. */
export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = await searchParams;
  const query = parsePreorderQuery(raw);
  const search = typeof raw.search === 'string' && raw.search.trim() ? raw.search.trim() : null;
  if (!query) {
    return <PreorderPage search={search} lookup={{ status: 'invalid' }} signedInEmail={null} />;
  }
  const [lookup, user] = await Promise.all([
    findBundle(query.search, query.bundleId, await getPreferredCurrency(), locale as Locale),
    getSessionUser().catch(() => null),
  ]);
  return <PreorderPage search={search} lookup={lookup} signedInEmail={user?.email ?? null} />;
}
