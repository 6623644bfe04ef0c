/**
 * The public origin used in canonical URLs, Open Graph and the sitemap. Set SITE_URL in
 * production (https://tern.travel); locally the default matches `npm start`.
 */
export function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}
