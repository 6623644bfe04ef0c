import { renderLoungeArtFile } from './lounge-art';

/** What the lounge catalogues give as a service's picture when it is our own generated art. */
const OWN_LOUNGE_ART = /^\/art\/lounge\/([^/?#]+\.svg)$/;

/**
 * A service's picture written into the page itself, for the pictures a page opens with: they are
 * its largest paint, and a separate request for each costs a round trip on a phone's network
 * before anything that size is on screen. Only our own generated art is inlined (the same SVG
 * the /art route serves); any other address is returned unchanged.
 */
export function inlineLoungeArt(imageUrl: string): string {
  const file = OWN_LOUNGE_ART.exec(imageUrl)?.[1];
  const svg = file ? renderLoungeArtFile(file) : null;
  return svg ? `data:image/svg+xml,${encodeURIComponent(svg)}` : imageUrl;
}
