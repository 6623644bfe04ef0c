import type { Metadata } from 'next';
import { getPathname } from '@/i18n/navigation';
import { type Locale, routing } from '@/i18n/routing';
import { siteUrl } from '@/lib/env/site-url';

interface PageMetadataInput {
  locale: string;
  /** The page's path without a locale prefix, e.g. "/faq". */
  path: string;
  title: string;
  description: string;
}

/** Title, description, canonical URL, language alternates and Open Graph for one page. */
export function pageMetadata({ locale, path, title, description }: PageMetadataInput): Metadata {
  const urlFor = (l: Locale) => `${siteUrl()}${getPathname({ href: path, locale: l })}`;
  const canonical = urlFor(locale as Locale);
  const languages = Object.fromEntries(routing.locales.map((l) => [l, urlFor(l)]));
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: { ...languages, 'x-default': urlFor(routing.defaultLocale) },
    },
    openGraph: { title, description, url: canonical, siteName: 'Tern', type: 'website' },
  };
}
