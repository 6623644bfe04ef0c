/**
 * Spec §7 "Instagram links": the itinerary landing page's hashtags, one for each place of its
 * destinations gallery (London Eye, Amalfi Coast, Lake Zurich, Merlion Park, Eiffel Tower, Ha
 * Long Bay), in the gallery's order.
 */
export const INSTA_HASHTAGS = [
  'londoneye',
  'amalficoast',
  'lakezurich',
  'merlionpark',
  'eiffeltower',
  'halongbay',
] as const;

export interface SeedInstaLink {
  siteId: string;
  position: number;
  label: string;
  url: string;
}

/** The same links for each seeded site, positions from 0. */
export function buildSeedInstaLinks(siteIds: readonly string[]): SeedInstaLink[] {
  return siteIds.flatMap((siteId) =>
    INSTA_HASHTAGS.map((tag, position) => ({
      siteId,
      position,
      label: `#${tag}`,
      url: `https://www.instagram.com/explore/tags/${tag}/`,
    })),
  );
}
