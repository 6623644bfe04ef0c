import type { Money } from '@tern/contracts';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { getAdminOrder } from '@/lib/api/admin';
import { isApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/money';
import { formatDateTime, formatMinor, kindName } from '../admin-format';
import { AdminPage } from '../admin-page';
import { Cell, ScrollTable } from '../scroll-table';
import { StatusPill, stateLabel } from '../status-pill';
import { canRefundLine, lineStatusTone, moneyStatusTone, orderStatusTone } from './order-status';
import { RefundLine } from './refund-line';

const money = (value: Pick<Money, 'amount' | 'currencyCode'>) =>
  formatMoney(value.amount, value.currencyCode, 'en');

/** /admin/orders/{id}: one order whole: lines, discounts, payments, refunds; a line refunded. */
export async function OrderDetailPage({ locale, orderId }: { locale: Locale; orderId: string }) {
  return (
    <AdminPage
      locale={locale}
      section="orders"
      path={`/admin/orders/${orderId}`}
      title={`Order ${orderId.slice(0, 8).toUpperCase()}`}
    >
      <OrderDetail orderId={orderId} />
    </AdminPage>
  );
}

async function OrderDetail({ orderId }: { orderId: string }) {
  const found = await getAdminOrder(orderId).catch((error: unknown) => {
    // A malformed id is a 400, an unknown one a 404: both are "no such order" here.
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });
  if (!found) notFound();
  const { order, payments } = found;
  return (
    <div className="space-y-8">
      <dl className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact label="Order id">
          <span className="font-mono text-sm break-all">{order.id}</span>
        </Fact>
        <Fact label="Status">
          <StatusPill tone={orderStatusTone(order.status)} label={stateLabel(order.status)} />
        </Fact>
        <Fact label="E-mail">
          <span className="[overflow-wrap:anywhere]">{order.email}</span>
        </Fact>
        <Fact label="Created">{formatDateTime(order.createdAt)}</Fact>
        <Fact label="Subtotal">{money(order.subtotal)}</Fact>
        <Fact label="Discount">
          {order.discount.minor > 0 ? `−${money(order.discount)}` : 'none'}
        </Fact>
        <Fact label="Total">
          <span data-testid="admin-order-total">{money(order.total)}</span>
        </Fact>
        <Fact label="Gateway">{order.paymentGateway}</Fact>
      </dl>

      <Section title="Lines">
        <ScrollTable
          label="Table of lines"
          columns={['Item', 'Quantity', 'Amount', 'Status', { label: 'Actions', hidden: true }]}
        >
          {order.lines.map((line) => (
            <tr key={line.id} data-testid="admin-order-line">
              <Cell>
                {line.name}
                <span className="block text-xs text-slate-500">{kindName(line.kind)}</span>
              </Cell>
              <Cell>{line.quantity}</Cell>
              <Cell className="whitespace-nowrap">{money(line.amount)}</Cell>
              <Cell>
                <StatusPill tone={lineStatusTone(line.status)} label={stateLabel(line.status)} />
              </Cell>
              <Cell className="text-end">
                {canRefundLine(order.status, line.status) ? (
                  <RefundLine
                    orderId={order.id}
                    lineId={line.id}
                    lineName={line.name}
                    amountLabel={money(line.amount)}
                  />
                ) : null}
              </Cell>
            </tr>
          ))}
        </ScrollTable>
      </Section>

      <Section title="Discounts">
        {order.discounts.length === 0 ? (
          <p className="text-sm text-slate-600">No discount code on this order.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white text-sm shadow-sm">
            {order.discounts.map((discount) => (
              <li
                key={discount.code}
                className="flex flex-wrap items-baseline justify-between gap-3 px-4 py-3"
              >
                <span>
                  <span className="font-mono font-semibold">{discount.code}</span>{' '}
                  <span className="text-slate-600">{discount.description}</span>
                </span>
                <span className="font-semibold">−{money(discount.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Payments">
        {payments.length === 0 ? (
          <p className="text-sm text-slate-600">No payment was attempted.</p>
        ) : (
          <ScrollTable
            label="Table of payments"
            columns={['When', 'Gateway', 'Amount', 'Status', 'Card']}
          >
            {payments.map((payment) => (
              <tr key={payment.id}>
                <Cell className="whitespace-nowrap">{formatDateTime(payment.createdAt)}</Cell>
                <Cell>{payment.provider}</Cell>
                <Cell className="whitespace-nowrap">
                  {formatMinor(payment.amount.minor, payment.amount.currencyCode)}
                </Cell>
                <Cell>
                  <StatusPill
                    tone={moneyStatusTone(payment.status)}
                    label={stateLabel(payment.status)}
                  />
                  {payment.failureReason ? (
                    <span className="block text-xs text-slate-600">{payment.failureReason}</span>
                  ) : null}
                </Cell>
                <Cell>
                  {payment.cardBrand && payment.cardLast4
                    ? `${payment.cardBrand} ····${payment.cardLast4}`
                    : 'none'}
                </Cell>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>

      <Section title="Refunds">
        {order.refunds.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing was refunded.</p>
        ) : (
          <ScrollTable
            label="Table of refunds"
            columns={['Decided', 'Line', 'Amount', 'Reason', 'Status']}
          >
            {order.refunds.map((refund) => (
              <tr key={refund.id} data-testid="admin-order-refund">
                <Cell className="whitespace-nowrap">{formatDateTime(refund.createdAt)}</Cell>
                <Cell>
                  {order.lines.find((line) => line.id === refund.lineId)?.name ??
                    'the whole payment'}
                </Cell>
                <Cell className="whitespace-nowrap">{money(refund.amount)}</Cell>
                <Cell>{stateLabel(refund.reason)}</Cell>
                <Cell>
                  <StatusPill
                    tone={moneyStatusTone(refund.status)}
                    label={stateLabel(refund.status)}
                  />
                </Cell>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Section>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-semibold text-ink">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `order-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
