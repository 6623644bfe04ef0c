import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/env/site-url';

export default function robots(): MetadataRoute.Robots {
  return {
    // The API proxy and checkout hold nothing a search engine should index.
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/checkout'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
