import { setRequestLocale } from 'next-intl/server';
import { CouponListPage, type SearchParams } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export const metadata = { title: 'Coupons' };

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CouponListPage locale={locale as Locale} searchParams={await searchParams} />;
}
