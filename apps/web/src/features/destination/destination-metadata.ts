import 'server-only';
import { formatRoundedPrice } from '@tern/domain';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { openGraphLocale } from '@/lib/intl-locale';
import { pageMetadata } from '@/lib/seo/page-metadata';
import type { DestinationView } from './destination-view';

/** Title and description that say what is sold and from what price, per language. */
export async function destinationCopy(view: DestinationView, locale: string) {
  const t = await getTranslations({ locale, namespace: 'destination.meta' });
  const price = formatRoundedPrice(view.lowestPrice, view.currencySymbol);
  return {
    title: t('title', { name: view.name, price }),
    description: t(view.kind === 'country' ? 'countryDescription' : 'regionDescription', {
      name: view.name,
      price,
      count: view.ownPlans.length,
    }),
  };
}

export async function destinationMetadata(
  view: DestinationView,
  path: string,
  locale: string,
): Promise<Metadata> {
  const copy = await destinationCopy(view, locale);
  const metadata = pageMetadata({ locale, path, ...copy });
  return {
    ...metadata,
    openGraph: {
      ...metadata.openGraph,
      locale: openGraphLocale(locale),
    },
  };
}
