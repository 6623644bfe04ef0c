import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  CheckoutPage,
  isPayable,
  purchasePaths,
  stripePublishableKey,
} from '@/features/checkout/server';
import { loadOwnOrder } from '@/features/orders/server';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'checkout.checkout' });
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/**
 * Per request and owner-only: anyone but the order's owner gets the same 404 as for an order
 * that does not exist. Rendering shows the order as it is (a GET never re-prices it; the page's
 * payment island does, with POST /orders/{id}/reprice). An order with nothing left to pay (paid,
 * refunded, cancelled) goes to its own page, which says which.
 */
export default async function Page({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  const order = await loadOwnOrder(orderId, locale as Locale);
  if (!order) notFound();
  if (!isPayable(order)) redirect(purchasePaths(order, locale as Locale).orderPage);
  return <CheckoutPage order={order} stripePublishableKey={stripePublishableKey()} />;
}
