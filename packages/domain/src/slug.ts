/** Destination page routes (spec §2): /{country-name-lowercase-with-hyphens}-mobile-esim-plans. */
export const DESTINATION_PAGE_SUFFIX = '-mobile-esim-plans';

/** "United States" → "united-states"; "Côte d'Ivoire" → "cote-divoire"; "Åland Islands" → "aland-islands". */
export function slugifyDestinationName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function destinationPagePath(name: string): string {
  return `/${slugifyDestinationName(name)}${DESTINATION_PAGE_SUFFIX}`;
}

/** Spec §4's fallback route /{country-name}, which redirects to the plans page when it exists. */
export function destinationFallbackPath(name: string): string {
  return `/${slugifyDestinationName(name)}`;
}

/** Accepts "france" or "france-mobile-esim-plans" and returns "france". */
export function destinationSlugFromPath(segment: string): string {
  const lower = segment.toLowerCase();
  return lower.endsWith(DESTINATION_PAGE_SUFFIX)
    ? lower.slice(0, -DESTINATION_PAGE_SUFFIX.length)
    : lower;
}
