import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    // The API proxy, checkout and the back office hold nothing a search engine should index.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/checkout', '/admin', '/vi/admin'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
