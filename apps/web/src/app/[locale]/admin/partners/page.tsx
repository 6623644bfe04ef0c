import { setRequestLocale } from 'next-intl/server';
import { PartnerListPage } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export const metadata = { title: 'Partners' };

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PartnerListPage locale={locale as Locale} />;
}
