import { setRequestLocale } from 'next-intl/server';
import { OverviewPage } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <OverviewPage locale={locale as Locale} />;
}
