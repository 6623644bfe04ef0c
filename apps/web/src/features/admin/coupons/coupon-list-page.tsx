import { AdminCouponListQuerySchema, COUPON_STATUSES } from '@tern/contracts';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { Select, TextField } from '@/components/ui/form';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { listAdminCoupons } from '@/lib/api/admin';
import { AdminPage } from '../admin-page';
import { AdminPagination } from '../admin-pagination';
import { FilterForm } from '../filter-form';
import { parseListQuery, type SearchParams } from '../list-query';
import { batchCsvHref } from './batch-csv';
import { CouponCard } from './coupon-card';

const PATH = '/admin/coupons';

/** /admin/coupons: every code, found by code or description, status or batch; paged by 25. */
export async function CouponListPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  return (
    <AdminPage
      locale={locale}
      section="coupons"
      path={PATH}
      title="Coupons"
      actions={
        <a href={getPathname({ href: `${PATH}/new`, locale })} className={buttonClasses()}>
          Create codes
        </a>
      }
    >
      <CouponList locale={locale} searchParams={searchParams} />
    </AdminPage>
  );
}

async function CouponList({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const query = parseListQuery(AdminCouponListQuerySchema, searchParams);
  const { coupons, count } = await listAdminCoupons(query);
  const listPath = getPathname({ href: PATH, locale });
  const orderPath = getPathname({ href: '/admin/orders', locale });
  const batchHref = (batchId: string) =>
    getPathname({ href: `${PATH}?batchId=${batchId}`, locale });
  return (
    <>
      <FilterForm action={listPath} label="Find codes" submit="Search">
        <div className="w-full max-w-md">
          <TextField
            id="coupon-search"
            name="search"
            label="Code or description"
            defaultValue={query.search ?? ''}
            maxLength={40}
          />
        </div>
        <div className="w-full max-w-xs">
          <Select
            id="coupon-status"
            name="status"
            label="Status"
            showLabel
            defaultValue={query.status ?? ''}
            className="mt-1 w-full"
            options={[
              { value: '', label: 'Any status' },
              ...COUPON_STATUSES.map((status) => ({ value: status, label: status })),
            ]}
          />
        </div>
        {query.batchId ? <input type="hidden" name="batchId" value={query.batchId} /> : null}
      </FilterForm>

      {query.batchId ? (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm">
          <p className="text-ink">
            The single-use codes of batch <span className="font-mono">{query.batchId}</span>
          </p>
          <a href={batchCsvHref(query.batchId)} download className={buttonClasses({ size: 'sm' })}>
            Download the codes (CSV)
          </a>
          <a href={listPath} className={buttonClasses({ variant: 'quiet' })}>
            Show every code
          </a>
        </div>
      ) : null}

      <p className="mt-6 text-sm text-slate-600" data-testid="coupon-count">
        {count === 1 ? '1 code' : `${count} codes`}
      </p>
      {coupons.length === 0 ? (
        <div className="mt-3">
          <EmptyState
            title="No codes found"
            description="No code matches this search. Try another code, or any status."
          />
        </div>
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {coupons.map((coupon) => (
            <li key={coupon.id}>
              <CouponCard
                coupon={coupon}
                batchHref={coupon.batchId && !query.batchId ? batchHref(coupon.batchId) : null}
                orderPath={orderPath}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPagination
        page={query.page}
        count={count}
        pageSize={query.limit}
        path={PATH}
        query={{ search: query.search, status: query.status, batchId: query.batchId }}
        locale={locale}
        noun="codes"
      />
    </>
  );
}
