import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { isFree, isPayable, purchasePaths, SandboxPayPage } from '@/features/checkout/server';
import { loadOwnOrder } from '@/features/orders/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout.pay' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * The sandbox gateway's hosted page: owner-only like the checkout, and gone once not payable.
 * An order its discounts made free has no card to take: the checkout places it.
 */
export default async function Page({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  const order = await loadOwnOrder(orderId, locale as Locale);
  if (order?.paymentGateway !== 'sandbox') notFound();
  const paths = purchasePaths(order, locale as Locale);
  if (!isPayable(order)) redirect(paths.orderPage);
  if (isFree(order)) redirect(paths.checkout);
  return <SandboxPayPage order={order} />;
}
