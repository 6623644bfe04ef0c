import type { Locale } from './routing';

/**
 * One catalogue file per feature and locale (messages/{locale}/{namespace}.json), so features
 * own their texts. Keys are the message ids the components use: t('home.hero.title').
 */
export const NAMESPACES = [
  'common',
  'nav',
  'footer',
  'home',
  'search',
  'plans',
  'destination',
  'currency',
  'pages',
  'seo',
  'account',
  'esim',
  'checkout',
  'orders',
  'lounges',
  'attractions',
  'utilities',
  'promotions',
  'itineraryLanding',
  'itinerary',
] as const;

export type Messages = Record<(typeof NAMESPACES)[number], Record<string, unknown>>;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(
      async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(entries) as Messages;
}
