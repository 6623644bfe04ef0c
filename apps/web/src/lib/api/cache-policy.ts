import type { SharedCache } from './server';

/**
 * Cache tags and lifetimes for shared catalogue reads, in one place so a webhook or admin action
 * knows which tag to revalidate. Per-user data (orders, accounts, eSIMs) is never cached.
 */
export const CACHE_TAGS = {
  countries: 'countries',
} as const;

/** Catalogue prices change rarely; five minutes keeps pages fast and prices fresh enough. */
export const CATALOGUE_REVALIDATE_SECONDS = 300;

export const COUNTRIES_CACHE: SharedCache = {
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: [CACHE_TAGS.countries],
};

/** Airports, lounges and their prices come from a catalogue built at start-up. */
export const AIRPORT_SERVICES_CACHE: SharedCache = {
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: ['airport-services'],
};

/** Attractions, their texts and prices come from the supplier's catalogue, refreshed by the API. */
export const ATTRACTIONS_CACHE: SharedCache = {
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: ['attractions'],
};

/** The shop's Instagram links change when its staff edit them: the catalogue's lifetime will do. */
export const INSTA_LINKS_CACHE: SharedCache = {
  revalidate: CATALOGUE_REVALIDATE_SECONDS,
  tags: ['insta-links'],
};
