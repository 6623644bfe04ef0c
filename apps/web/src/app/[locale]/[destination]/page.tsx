import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { DestinationJsonLd, DestinationPage, DestinationUnavailable } from '@/features/destination';
import {
  destinationCopy,
  destinationMetadata,
  lookUpDestination,
} from '@/features/destination/server';
import { getPreferredCurrency } from '@/features/preferences/server';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/env/site-url';

type Props = { params: Promise<{ locale: string; destination: string }> };

/** Reads the currency cookie, so every request renders; the API data itself is cached (300 s). */
async function lookUp(params: Props['params']) {
  const { locale, destination } = await params;
  const currency = await getPreferredCurrency();
  return { locale, lookup: await lookUpDestination(destination, currency, locale as Locale) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, lookup } = await lookUp(params);
  if (lookup.status !== 'found') return {};
  return destinationMetadata(lookup.view, lookup.canonicalPath, locale);
}

export default async function Page({ params }: Props) {
  const { locale, lookup } = await lookUp(params);
  setRequestLocale(locale);
  switch (lookup.status) {
    case 'not-found':
      return notFound();
    case 'moved': {
      const target = getPathname({ href: lookup.canonicalPath, locale: locale as Locale });
      return lookup.permanent ? permanentRedirect(target) : redirect(target);
    }
    case 'unavailable':
      return <DestinationUnavailable />;
    case 'found': {
      const { view, canonicalPath } = lookup;
      const url = `${siteUrl()}${getPathname({ href: canonicalPath, locale: locale as Locale })}`;
      const { description } = await destinationCopy(view, locale);
      return (
        <>
          <DestinationJsonLd view={view} url={url} description={description} />
          <DestinationPage view={view} />
        </>
      );
    }
  }
}
