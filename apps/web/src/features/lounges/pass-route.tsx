import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { loadOwnOrder } from '@/features/orders/server';
import type { Locale } from '@/i18n/routing';
import { PassPage } from './pass-page';
import { airportLines } from './pass-state';

type Props = { params: Promise<{ locale: string; orderId: string }> };

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
