import { Container } from '@/components/ui/container';
import { TernLogo } from '@/components/ui/tern-logo';

const PROMISES = ['Instant eSIM delivery', '190+ destinations', '24/7 support'] as const;

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-ink text-slate-300">
      <Container className="flex flex-col gap-8 py-12 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <TernLogo tone="light" className="h-8 w-auto" />
          <p className="mt-4 text-sm leading-6">
            Travel eSIMs for the places you are going. Buy a data plan before you fly and get online
            the moment you land.
          </p>
        </div>
        <ul aria-label="Why Tern" className="flex flex-col gap-3 text-sm md:items-end">
          {PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-coral-500" />
              {promise}
            </li>
          ))}
        </ul>
      </Container>
      <div className="border-t border-white/10">
        <Container className="py-6 text-xs text-slate-400">
          © {new Date().getFullYear()} Tern. All rights reserved.
        </Container>
      </div>
    </footer>
  );
}
