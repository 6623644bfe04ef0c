/**
 * The picture a page shows for a flag URL from the API. Flags are flag-icons SVGs on this origin
 * (/flags/4x3/fr.svg, /flags/1x1/fr.svg), and the build renders each to a WebP beside it
 * (scripts/copy-assets.mjs): an SVG in an <img> is a document of its own that the browser parses,
 * styles and lays out on the page's main thread, a WebP is decoded off it, and it is smaller
 * (Spain's SVG is 80 kB, its WebP 1 kB). Any other address is left as it is.
 */
const FLAG_SVG = /^\/flags\/(4x3|1x1)\/([a-z0-9-]+)\.svg$/;

export function flagSrc(url: string): string {
  const match = FLAG_SVG.exec(url);
  return match ? `/flags/${match[1]}/${match[2]}.webp` : url;
}
