import { Pagination } from '@/components/ui/pagination';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

/**
 * The pages of a back-office list, as links that keep the list's filters (`query`), so the
 * browser's back button and a shared address both work.
 */
export function AdminPagination({
  page,
  count,
  pageSize,
  path,
  query,
  locale,
  noun,
}: {
  page: number;
  count: number;
  pageSize: number;
  path: string;
  query: Record<string, string | undefined>;
  locale: Locale;
  /** What is listed, for the navigation's name: "codes". */
  noun: string;
}) {
  const hrefForPage = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    if (target > 1) params.set('page', String(target));
    const search = params.toString();
    return getPathname({ href: `${path}${search ? `?${search}` : ''}`, locale });
  };
  return (
    <Pagination
      mode="links"
      current={page}
      totalPages={Math.max(1, Math.ceil(count / pageSize))}
      hrefForPage={hrefForPage}
      className="mt-8"
      labels={{
        nav: `Pages of ${noun}`,
        previous: 'Previous page',
        next: 'Next page',
        page: (n) => `Page ${n}`,
        loadMore: 'Show more',
        loadLess: 'Show less',
        loading: 'Loading…',
      }}
    />
  );
}
