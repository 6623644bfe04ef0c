import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const nextConfig: NextConfig = {
  // The shared packages ship TypeScript source (exports → ./src/index.ts), so Next compiles them.
  transpilePackages: ['@tern/contracts', '@tern/domain'],
  poweredByHeader: false,
  // `npm test` type-checks the whole tree (npm run typecheck); the build does not do it twice.
  typescript: { ignoreBuildErrors: true },
  // The text font is fetched after a first page has loaded and then used by the next pages, if
  // it is there within their paint's short wait: Next's default for public files (max-age=0)
  // would make every page ask the server again first. The names are not versioned, so a week
  // fresh and a month of stale-while-revalidate rather than "immutable".
  // Flags (SVG and the build's WebP) are fetched on most pages; they change only with the
  // flag-icons package, and the same week-plus-a-month keeps a traveller from revalidating them.
  async headers() {
    const weekThenRevalidate = [
      { key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=2592000' },
    ];
    return [
      { source: '/fonts/:file*', headers: weekThenRevalidate },
      { source: '/flags/:path*', headers: weekThenRevalidate },
    ];
  },
  // /api/v1/* is forwarded to the API by the route handler src/app/api/v1/[...path]/route.ts
  // rather than by rewrites(): rewrites are frozen into the build output, and API_INTERNAL_URL
  // has to be a run-time setting.
};

export default createNextIntlPlugin('./src/i18n/request.ts')(nextConfig);
