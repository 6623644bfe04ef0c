import type { Order } from '@tern/contracts';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EsimPage, esimLineOf, TopUpPage, topUpLineOf } from '@/features/esim';
import { loadTopUpOffers } from '@/features/esim/server';
import { ServiceWorkerRegistration } from '@/features/offline';
import { orderPagePath } from '@/features/order-lines';
import { loadOwnOrder } from '@/features/orders/server';
import { getPreferredCurrency } from '@/features/preferences/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = { params: Promise<{ locale: string; orderId: string }> };

/** Per request, with the visitor's session cookie: an eSIM is only ever shown to its owner. */
export const dynamic = 'force-dynamic';

/** An order led by another kind (a lounge pass…) has its own page. */
const isShownHere = (order: Order) => orderPagePath(order) === `/esims/${order.id}`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderId } = await params;
  const order = await loadOwnOrder(orderId, locale as Locale);
  const shown = order && isShownHere(order) ? order : null;
  const topUp = shown ? topUpLineOf(shown) : undefined;
  const line = shown ? esimLineOf(shown) : undefined;
  const t = await getTranslations({ locale, namespace: 'esim' });
  return {
    title: topUp
      ? t('topUp.page.metaTitle', { destination: topUp.product.target.destinationLocalName })
      : line
        ? t('page.metaTitle', { destination: line.product.destination.localName })
        : undefined,
    // A personal page: never indexed, whatever links to it.
    robots: { index: false, follow: false },
  };
}

export default async function Page({ params }: Props) {
  const { locale, orderId } = await params;
  setRequestLocale(locale);
  const order = await loadOwnOrder(orderId, locale as Locale);
  // Someone else's order, a guest without a session, or no such order: all the same 404.
  if (!order) notFound();
  if (!isShownHere(order))
    redirect(getPathname({ href: orderPagePath(order), locale: locale as Locale }));
  const topUp = topUpLineOf(order);
  if (topUp) return <TopUpPage order={order} line={topUp} locale={locale as Locale} />;
  const line = esimLineOf(order);
  if (!line) notFound();
  const offers =
    line.status === 'refunded'
      ? []
      : await loadTopUpOffers(line.usage, await getPreferredCurrency(), locale as Locale);
  return (
    <>
      <EsimPage order={order} line={line} offers={offers} locale={locale as Locale} />
      <ServiceWorkerRegistration />
    </>
  );
}
