import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EsimPage, esimPlanOf } from '@/features/esim';
import { loadOwnOrder } from '@/features/esim/server';
import { ServiceWorkerRegistration } from '@/features/offline';
import { orderPagePath } from '@/features/order-lines';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; orderId: string }> };

/** Per request, with the visitor's session cookie: an eSIM is only ever shown to its owner. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params;
  const order = await loadOwnOrder(orderId);
  const t = await getTranslations({ locale, namespace: 'esim.page' });
  return {
    title:
      order && isEsimOrder(order)
        ? t('metaTitle', { destination: esimPlanOf(order).destination.name })
        : undefined,
    // A personal page: never indexed, whatever links to it.
    robots: { index: false, follow: false },
  };
}

export default async function Page({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  const order = await loadOwnOrder(orderId);
  // Someone else's order, a guest without a session, or no such order: all the same 404.
  if (!order) notFound();
  // An order of another product kind (a lounge pass…) has its own page.
  if (!isEsimOrder(order))
    redirect(getPathname({ href: orderPagePath(order), locale: locale as Locale }));
  return (
    <>
      <EsimPage order={order} locale={locale as Locale} />
      <ServiceWorkerRegistration />
    </>
  );
}

const isEsimOrder = (order: Parameters<typeof orderPagePath>[0]) =>
  orderPagePath(order) === `/esims/${order.id}`;
