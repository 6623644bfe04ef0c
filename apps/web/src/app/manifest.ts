import type { MetadataRoute } from 'next';

/**
 * The web app manifest (/manifest.webmanifest), so Tern can be added to a home screen and
 * opened like an app: handy abroad, where the eSIM page is what a traveller comes back to.
 * The PNG icons in public/icons are rendered from assets/tern-icon.svg with sharp (the maskable
 * one puts the bird in the central safe zone on a full-bleed brand square); re-render them if
 * the logo changes. PNG only: the browser reads an SVG icon by building an SVG document on the
 * page's main thread (35–60 ms on the Lighthouse machine, issue 10), and installing needs PNGs.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Tern travel eSIMs',
    short_name: 'Tern',
    description: 'Travel eSIM data plans for 190+ countries, and your eSIMs, even offline.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    // Same as the layout's viewport themeColor, so the browser chrome does not change colour.
    theme_color: '#0b1b33',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}
