import { AdminSubmissionListQuerySchema } from '@tern/contracts';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { Select } from '@/components/ui/form';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAdminPartners, listAdminSubmissions } from '@/lib/api/admin';
import { formatDateTime } from '../admin-format';
import { AdminPage } from '../admin-page';
import { AdminPagination } from '../admin-pagination';
import { FilterForm } from '../filter-form';
import { parseListQuery, type SearchParams } from '../list-query';
import { Cell, ScrollTable } from '../scroll-table';

const PATH = '/admin/submissions';

/** The CSV of the submissions, through the web origin with the admin's session (never stored). */
const csvHref = (partnerCode: string | undefined) =>
  `/api/v1/admin/submissions.csv${partnerCode ? `?partnerCode=${encodeURIComponent(partnerCode)}` : ''}`;

/** /admin/submissions: what travellers sent through the partners' forms, newest first. */
export async function SubmissionListPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  return (
    <AdminPage locale={locale} section="submissions" path={PATH} title="Form submissions">
      <SubmissionList locale={locale} searchParams={searchParams} />
    </AdminPage>
  );
}

async function SubmissionList({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const query = parseListQuery(AdminSubmissionListQuerySchema, searchParams);
  const [{ submissions, count }, partners] = await Promise.all([
    listAdminSubmissions({
      page: query.page,
      ...(query.partnerCode ? { partnerCode: query.partnerCode } : {}),
    }),
    listAdminPartners(),
  ]);
  const orderPath = (orderId: string) => getPathname({ href: `/admin/orders/${orderId}`, locale });
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <FilterForm
          action={getPathname({ href: PATH, locale })}
          label="Filter submissions"
          submit="Show"
        >
          <div className="w-full max-w-xs">
            <Select
              id="submission-partner"
              name="partnerCode"
              label="Partner"
              showLabel
              className="mt-1 w-full"
              defaultValue={query.partnerCode ?? ''}
              options={[
                { value: '', label: 'Every partner' },
                ...partners.map((p) => ({
                  value: p.partnerCode,
                  label: `${p.name} (${p.partnerCode})`,
                })),
              ]}
            />
          </div>
        </FilterForm>
        <a
          href={csvHref(query.partnerCode)}
          download
          className={buttonClasses()}
          data-testid="submissions-csv"
        >
          Export as CSV
        </a>
      </div>
      <p className="mt-6 mb-3 text-sm text-slate-600">
        {count === 1 ? '1 submission' : `${count} submissions`}
      </p>
      {submissions.length === 0 ? (
        <EmptyState
          level="h2"
          title="No submissions"
          description="No traveller has sent this form yet."
        />
      ) : (
        <ScrollTable
          label="Submissions"
          columns={['Sent', 'Partner', 'Traveller', 'Answers', 'Order']}
        >
          {submissions.map((submission) => (
            <tr key={submission.id}>
              <Cell className="whitespace-nowrap">{formatDateTime(submission.createdAt)}</Cell>
              <Cell>
                <span className="font-mono">{submission.partnerCode}</span>
                <span className="block text-xs text-slate-500">
                  code {submission.couponCode} · {submission.source}
                </span>
              </Cell>
              <Cell>
                {submission.firstName} {submission.lastName}
                <span className="block text-xs text-slate-600">{submission.email}</span>
                <span className="block text-xs text-slate-600">{submission.phoneNumber}</span>
              </Cell>
              <Cell>
                <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                  {submission.formData.map((answer) => (
                    <div key={answer.id} className="contents">
                      <dt className="font-mono text-slate-500">{answer.id}</dt>
                      <dd className="[overflow-wrap:anywhere]">{answer.value}</dd>
                    </div>
                  ))}
                </dl>
              </Cell>
              <Cell>
                {submission.orderId ? (
                  <a
                    href={orderPath(submission.orderId)}
                    className="font-mono font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {submission.orderId.slice(0, 8).toUpperCase()}
                  </a>
                ) : (
                  <span className="text-slate-500">none</span>
                )}
              </Cell>
            </tr>
          ))}
        </ScrollTable>
      )}
      <AdminPagination
        page={query.page}
        count={count}
        pageSize={query.limit}
        path={PATH}
        query={{ partnerCode: query.partnerCode }}
        locale={locale}
        noun="submissions"
      />
    </>
  );
}
