import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { adminAccess } from './admin-access';
import { AdminDenied } from './admin-denied';

export const ADMIN_SECTIONS = [
  { id: 'overview', href: '/admin', label: 'Overview' },
  { id: 'coupons', href: '/admin/coupons', label: 'Coupons' },
  { id: 'partners', href: '/admin/partners', label: 'Partners' },
  { id: 'submissions', href: '/admin/submissions', label: 'Submissions' },
  { id: 'orders', href: '/admin/orders', label: 'Orders' },
  { id: 'audit', href: '/admin/audit', label: 'Audit log' },
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number]['id'];

interface AdminPageProps {
  locale: Locale;
  section: AdminSection;
  /** The page's own path (no locale), where a sign-in comes back to. */
  path: string;
  title: string;
  /** Beside the title: the page's main action ("Create a code"). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of every back-office page: the sections, the title, the page. For anyone but an
 * admin it is the "not allowed" page instead, and `children` (which load the page's data from
 * /v1/admin) are never rendered. The back office is in English only, and says so with `lang`.
 */
export async function AdminPage({
  locale,
  section,
  path,
  title,
  actions,
  children,
}: AdminPageProps) {
  const access = await adminAccess();
  if (access.kind !== 'admin') return <AdminDenied access={access} locale={locale} path={path} />;
  return (
    <Container className="py-6 sm:py-10">
      <div lang="en" data-testid="admin-page">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          <p className="font-bold uppercase tracking-wide text-brand-700">Tern back office</p>
          <p className="text-slate-600 [overflow-wrap:anywhere]">
            Signed in as {access.user.email}
          </p>
        </div>
        <nav aria-label="Back office" className="mt-3 border-b border-slate-200 pb-2">
          <ul className="flex flex-wrap gap-1">
            {ADMIN_SECTIONS.map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  aria-current={item.id === section ? 'page' : undefined}
                  className={`inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold ${
                    item.id === section ? 'bg-ink text-white' : 'text-slate-700 hover:bg-slate-100'
                  }`}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {actions}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </Container>
  );
}
