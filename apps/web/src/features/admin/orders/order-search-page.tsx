import { AdminOrderSearchQuerySchema } from '@tern/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorSummary, TextField } from '@/components/ui/form';
import { getPathname } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { searchAdminOrders } from '@/lib/api/admin';
import { formatMoney } from '@/lib/money';
import { formatDateTime } from '../admin-format';
import { AdminPage } from '../admin-page';
import { FilterForm } from '../filter-form';
import type { SearchParams } from '../list-query';
import { Cell, ScrollTable } from '../scroll-table';
import { StatusPill, stateLabel } from '../status-pill';
import { orderStatusTone } from './order-status';

const PATH = '/admin/orders';

/** /admin/orders: any order, found by its id or by the buyer's e-mail address. */
export async function OrderSearchPage({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  return (
    <AdminPage locale={locale} section="orders" path={PATH} title="Orders">
      <OrderSearch locale={locale} searchParams={searchParams} />
    </AdminPage>
  );
}

async function OrderSearch({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const raw = typeof searchParams.query === 'string' ? searchParams.query : '';
  const parsed = raw.trim() ? AdminOrderSearchQuerySchema.safeParse({ query: raw }) : null;
  const orders = parsed?.success ? await searchAdminOrders(parsed.data.query) : null;
  const problem = parsed && !parsed.success ? parsed.error.issues[0]?.message : null;
  return (
    <>
      <FilterForm action={getPathname({ href: PATH, locale })} label="Find orders" submit="Find">
        <div className="w-full max-w-md">
          <TextField
            id="order-query"
            name="query"
            label="Order id or e-mail address"
            defaultValue={raw}
            maxLength={254}
            autoComplete="off"
            spellCheck={false}
            error={problem}
          />
        </div>
      </FilterForm>
      <div className="mt-6">
        {orders === null ? (
          problem ? (
            <ErrorSummary message={problem} />
          ) : (
            <p className="text-sm text-slate-600">
              Type a whole order id (from a receipt or a traveller's e-mail) or an e-mail address.
            </p>
          )
        ) : orders.length === 0 ? (
          <EmptyState title="No orders found" description={`Nothing matches “${raw.trim()}”.`} />
        ) : (
          <ScrollTable
            label="Orders found"
            columns={['Order', 'E-mail', 'Status', 'Total', 'Created']}
          >
            {orders.map((order) => (
              <tr key={order.id}>
                <Cell>
                  <a
                    href={getPathname({ href: `${PATH}/${order.id}`, locale })}
                    className="font-mono font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {order.id.slice(0, 8).toUpperCase()}
                  </a>
                </Cell>
                <Cell className="[overflow-wrap:anywhere]">{order.email}</Cell>
                <Cell>
                  <StatusPill
                    tone={orderStatusTone(order.status)}
                    label={stateLabel(order.status)}
                  />
                </Cell>
                <Cell className="whitespace-nowrap">
                  {formatMoney(order.total.amount, order.total.currencyCode, 'en')}
                </Cell>
                <Cell className="whitespace-nowrap">{formatDateTime(order.createdAt)}</Cell>
              </tr>
            ))}
          </ScrollTable>
        )}
      </div>
    </>
  );
}
