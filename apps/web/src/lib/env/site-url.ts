/**
 * The public origin used in canonical URLs, language alternates, Open Graph and the sitemap:
 * PUBLIC_WEB_URL (the same setting the API uses for links in e-mails), never a request's Host or
 * X-Forwarded-Host. SITE_URL is still read for older deployments; locally the default matches
 * `npm start`. Prerendered pages take it at build time.
 */
export function siteUrl(): string {
  return (process.env.PUBLIC_WEB_URL || process.env.SITE_URL || 'http://localhost:3000').replace(
    /\/+$/,
    '',
  );
}
