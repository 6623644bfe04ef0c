import { AuditListQuerySchema } from '@tern/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import type { Locale } from '@/i18n/routing';
import { listAuditEntries } from '@/lib/api/admin';
import { formatDateTime } from './admin-format';
import { AdminPage } from './admin-page';
import { AdminPagination } from './admin-pagination';
import { parseListQuery, type SearchParams } from './list-query';
import { Cell, ScrollTable } from './scroll-table';

const PATH = '/admin/audit';

/** "percentOff: 10 · code: SPRING" — an entry's details, short enough for a table cell. */
function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** /admin/audit: every change made in the back office (who, what, when), newest first. */
export async function AuditPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  return (
    <AdminPage locale={locale} section="audit" path={PATH} title="Audit log">
      <AuditLog locale={locale} searchParams={searchParams} />
    </AdminPage>
  );
}

async function AuditLog({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const query = parseListQuery(AuditListQuerySchema, searchParams);
  const { entries, count } = await listAuditEntries(query.page);
  if (entries.length === 0)
    return (
      <EmptyState title="Nothing yet" description="Changes made in the back office appear here." />
    );
  return (
    <>
      <ScrollTable label="Audit log" columns={['When', 'Who', 'What', 'Details']}>
        {entries.map((entry) => (
          <tr key={entry.id} data-testid="audit-entry">
            <Cell className="whitespace-nowrap">{formatDateTime(entry.createdAt)}</Cell>
            <Cell className="[overflow-wrap:anywhere]">{entry.actorEmail}</Cell>
            <Cell>
              <span className="font-semibold">{entry.action}</span>
              <span className="block font-mono text-xs text-slate-600 break-all">
                {entry.target}
              </span>
            </Cell>
            <Cell className="max-w-md text-xs text-slate-700 [overflow-wrap:anywhere]">
              {describeDetails(entry.details)}
            </Cell>
          </tr>
        ))}
      </ScrollTable>
      <AdminPagination
        page={query.page}
        count={count}
        pageSize={query.limit}
        path={PATH}
        query={{}}
        locale={locale}
        noun="audit entries"
      />
    </>
  );
}
