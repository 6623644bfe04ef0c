import Link from 'next/link';
import { Container } from '@/components/ui/container';
import { TernLogo } from '@/components/ui/tern-logo';

/** Sticky site header; the skip link lets keyboard users jump past it on every page. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-ink focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-white"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center justify-between gap-4">
        <Link href="/" aria-label="Tern home" className="rounded-lg">
          <TernLogo className="h-8 w-auto" />
        </Link>
        <nav aria-label="Main">
          <ul className="flex items-center gap-1 text-sm font-medium">
            <li>
              <Link
                href="/#destinations"
                className="inline-flex h-10 items-center rounded-full bg-brand-700 px-4 text-white transition-colors hover:bg-brand-800"
              >
                Destinations
              </Link>
            </li>
          </ul>
        </nav>
      </Container>
    </header>
  );
}
