import flagCountries from 'flag-icons/country.json';

/**
 * Codes the artwork routes accept: the two-letter flags flag-icons ships (ISO 3166-1 plus a few
 * the API also uses, such as EU for Europe and XK for Kosovo), so every badge has a real flag.
 * "xx" is flag-icons' placeholder for "unknown" and is not a destination.
 */
const FLAG_CODES: ReadonlySet<string> = new Set(
  flagCountries
    .map((entry) => entry.code)
    .filter((code) => /^[a-z]{2}$/.test(code) && code !== 'xx'),
);

export function isFlagCode(code: string): boolean {
  return FLAG_CODES.has(code);
}

/** Regions the API sells plans for; each has its own artwork palette. */
export const REGION_SLUGS = [
  'europe',
  'asia',
  'middle-east',
  'africa',
  'north-america',
  'latin-america',
  'caribbean',
  'oceania',
  'global',
] as const;
export type RegionSlug = (typeof REGION_SLUGS)[number];

export function isRegionSlug(slug: string): slug is RegionSlug {
  return (REGION_SLUGS as readonly string[]).includes(slug);
}

/** Attraction ids are opaque to the web; only their shape is checked. */
export function isAttractionId(id: string): boolean {
  return /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(id);
}

/**
 * "fr.svg" → "fr". Anything without the .svg suffix is not an artwork URL. Codes are matched
 * lower-case because that is how the API writes them; "FR.svg" is a 404, not a second URL.
 */
export function stripSvgSuffix(fileName: string): string | null {
  return fileName.endsWith('.svg') ? fileName.slice(0, -'.svg'.length) : null;
}
