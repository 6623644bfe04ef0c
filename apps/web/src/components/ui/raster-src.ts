/**
 * The picture a page shows for one of this origin's SVG pictures: the WebP beside it. An SVG in
 * an <img> is a document of its own that the browser parses, styles, lays out and draws on the
 * page's main thread (12 flags took 270 ms of it on the benchmark machine; four deal pictures
 * about 180 ms); a WebP is decoded off it.
 *  - Flags are flag-icons SVGs (/flags/4x3/fr.svg, /flags/1x1/fr.svg); the build renders a WebP
 *    of each (scripts/copy-assets.mjs), also far smaller for the detailed ones (Spain's SVG is
 *    80 kB, its WebP 1 kB).
 *  - Generated art (/art/attraction/…, /art/lounge/…, /art/region/…, /art/destination/…,
 *    /art/landmark/…, /art/gallery/…) is rendered to WebP by its route (features/artwork/art-response.ts).
 * Any other address is left as it is.
 */
const FLAG_SVG = /^\/flags\/(4x3|1x1)\/([a-z0-9-]+)\.svg$/;
const ART_SVG =
  /^\/art\/(attraction|lounge|region|destination|landmark|gallery)\/([a-z0-9-]+)\.svg$/;

export function rasterSrc(url: string): string {
  const flag = FLAG_SVG.exec(url);
  if (flag) return `/flags/${flag[1]}/${flag[2]}.webp`;
  const art = ART_SVG.exec(url);
  return art ? `/art/${art[1]}/${art[2]}.webp` : url;
}
