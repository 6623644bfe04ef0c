import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchOutbox, MailboxListPage } from '@/features/account/server';

type Props = { params: Promise<{ locale: string }> };

/** Exists only while the API says the mailbox is on; read fresh on every visit. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.meta' });
  return { title: t('mailboxTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const outbox = await fetchOutbox();
  if (!outbox) notFound();
  return <MailboxListPage locale={locale} outbox={outbox} />;
}
