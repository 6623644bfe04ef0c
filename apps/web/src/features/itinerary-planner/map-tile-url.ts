import 'server-only';

/**
 * NEXT_PUBLIC_MAP_TILE_URL (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png), read when the
 * page renders (by a computed name: Next would inline a literal at build time), so one build can
 * be given a tile source later. Null unless it is an https template with {z}, {x} and {y}; the
 * front server allows its origin in img-src on the same condition (scripts/security-headers.mjs).
 */
export function mapTileUrl(
  source: Record<string, string | undefined> = process.env,
): string | null {
  const template = source[['NEXT_PUBLIC', 'MAP_TILE_URL'].join('_')]?.trim();
  if (!template || !['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  try {
    const url = new URL(template.replace('{s}.', 'a.'));
    return url.protocol === 'https:' ? template : null;
  } catch {
    return null;
  }
}
