import { setRequestLocale } from 'next-intl/server';
import { NewCouponPage } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export const metadata = { title: 'Create codes' };

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NewCouponPage locale={locale as Locale} />;
}
