/**
 * Artwork URLs are not versioned, so "immutable" would pin a redesign out of browsers forever.
 * A week fresh plus a month of stale-while-revalidate is long enough to keep them off the server.
 */
export const ART_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';

export function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': ART_CACHE_CONTROL,
      // Generated from validated codes only, but a sandbox CSP costs nothing if one is opened directly.
      'content-security-policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    },
  });
}

/** Unknown or malformed artwork names get a plain 404 that is cached briefly, not for a week. */
export function artNotFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=60' },
  });
}
