import { destinationPagePath } from '@tern/domain';
import type { MetadataRoute } from 'next';
import { getPathname } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { listAllDestinations } from '@/lib/api/destination-index';
import { siteUrl } from '@/lib/env/site-url';

/** Rebuilt hourly: destinations change rarely. */
export const revalidate = 3600;

const STATIC_PATHS = [
  '/',
  '/esim-list',
  '/faq',
  '/esim-compatible-phones',
  '/itinerary',
  '/contact',
  '/terms',
  '/privacy',
  '/refund-policy',
  '/itinery',
];

function entry(path: string, priority: number): MetadataRoute.Sitemap[number] {
  const urlFor = (locale: (typeof routing.locales)[number]) =>
    `${siteUrl()}${getPathname({ href: path, locale })}`;
  return {
    url: urlFor(routing.defaultLocale),
    changeFrequency: 'daily',
    priority,
    alternates: { languages: Object.fromEntries(routing.locales.map((l) => [l, urlFor(l)])) },
  };
}

/**
 * Every page worth finding, with its Vietnamese alternate; every destination plans page. Pages
 * about one person (checkout, orders, profile) and the back office (/admin) are never listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const destinations = await listAllDestinations().catch((error: unknown) => {
    // Without the API the sitemap still lists the fixed pages; the next revalidation adds the rest.
    console.error('[sitemap] destinations unavailable:', error);
    return [];
  });
  return [
    ...STATIC_PATHS.map((path) => entry(path, path === '/' ? 1 : 0.5)),
    ...destinations.map((d) =>
      entry(destinationPagePath(d.name), d.kind === 'country' ? 0.8 : 0.7),
    ),
  ];
}
