import { setRequestLocale } from 'next-intl/server';
import { AuditPage, type SearchParams } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const metadata = { title: 'Audit log' };

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AuditPage locale={locale as Locale} searchParams={await searchParams} />;
}
