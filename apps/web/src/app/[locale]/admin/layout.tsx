import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/**
 * The back office: per request (it reads the session and shows personal data), never cached,
 * never indexed; left out of sitemap.xml and disallowed in robots.txt too.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s · Tern back office' },
  robots: { index: false, follow: false, nocache: true },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
