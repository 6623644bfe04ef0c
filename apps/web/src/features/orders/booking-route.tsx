import type { Order } from '@tern/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { BookingPageShell } from './booking-page-shell';
import { loadOwnOrder } from './load-own-order';

type Props = { params: Promise<{ locale: string; orderId: string }> };

/**
 * The page and metadata of a booking route (/passes/{orderId}, /tickets/{orderId}): the
 * visitor's own order, its lines of the route's kind, or a 404 (another traveller's order, or
 * one without such lines), in the booking page's frame. `words.metaTitle` names the first booking; `offline` is the page's
 * offline registration (the service worker keeps it for reading with no connection).
 */
export function bookingRoute<L extends { id: string; product: { name: string } }>(route: {
  linesOf: (order: Order) => L[];
  words: string;
  offline: ReactNode;
  /** One booking of the order; the first is the page's h1 and shows the order's payment. */
  renderBooking: (booking: { order: Order; line: L; locale: Locale; first: boolean }) => ReactNode;
}) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, orderId } = await params;
      const order = await loadOwnOrder(orderId, locale as Locale);
      const line = order ? route.linesOf(order)[0] : undefined;
      const t = await getTranslations({ locale, namespace: route.words });
      return {
        title: line ? t('metaTitle', { name: line.product.name }) : undefined,
        robots: { index: false, follow: false },
      };
    },
    async Page({ params }: Props) {
      const { locale, orderId } = await params;
      setRequestLocale(locale);
      const order = await loadOwnOrder(orderId, locale as Locale);
      const lines = order ? route.linesOf(order) : [];
      if (!order || lines.length === 0) notFound();
      return (
        <>
          <BookingPageShell order={order} words={route.words} locale={locale as Locale}>
            {lines.map((line, index) => (
              <Fragment key={line.id}>
                {route.renderBooking({ order, line, locale: locale as Locale, first: index === 0 })}
              </Fragment>
            ))}
          </BookingPageShell>
          {route.offline}
        </>
      );
    },
  };
}
