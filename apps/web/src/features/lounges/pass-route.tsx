import type { Order } from '@tern/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { isApiError } from '@/lib/api/api-error';
import { getOrder } from '@/lib/api/orders';
import { PassPage } from './pass-page';
import { airportLines } from './pass-state';

type Props = { params: Promise<{ locale: string; orderId: string }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The visitor's own order (read with their cookie, never cached), or null when it is not
 * theirs to see: another traveller's order and a missing one are the same 404.
 */
const loadOwnOrder = cache(async (orderId: string): Promise<Order | null> => {
  if (!UUID.test(orderId)) return null;
  try {
    return await getOrder(orderId);
  } catch (error) {
    if (isApiError(error) && [400, 401, 403, 404].includes(error.status)) return null;
    throw error;
  }
});

/**
 * /passes/{orderId}: page and metadata. `offline` is the page's offline registration (the
 * service worker keeps the page for reading with no connection), passed in by the route.
 */
export function passRoute(offline: ReactNode) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, orderId } = await params;
      const order = await loadOwnOrder(orderId);
      const line = order ? airportLines(order)[0] : undefined;
      const t = await getTranslations({ locale, namespace: 'lounges.pass' });
      return {
        title: line ? t('metaTitle', { name: line.product.name }) : undefined,
        robots: { index: false, follow: false },
      };
    },
    async Page({ params }: Props) {
      const { locale, orderId } = await params;
      setRequestLocale(locale);
      const order = await loadOwnOrder(orderId);
      const lines = order ? airportLines(order) : [];
      if (!order || lines.length === 0) notFound();
      return (
        <>
          <PassPage order={order} lines={lines} locale={locale as Locale} />
          {offline}
        </>
      );
    },
  };
}
