import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { fetchOutboxMessage, MailboxMessagePage } from '@/features/account/server';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account.meta' });
  return { title: t('mailboxTitle'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  // The API checks the id's shape too; anything odd is simply not a message.
  const message = /^[A-Za-z0-9-]{1,100}$/.test(id) ? await fetchOutboxMessage(id) : null;
  if (!message) notFound();
  return <MailboxMessagePage locale={locale} message={message} />;
}
