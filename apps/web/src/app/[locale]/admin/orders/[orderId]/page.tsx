import { setRequestLocale } from 'next-intl/server';
import { OrderDetailPage } from '@/features/admin/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export const metadata = { title: 'Order' };

export default async function Page({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  return <OrderDetailPage locale={locale as Locale} orderId={orderId} />;
}
