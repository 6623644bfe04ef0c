import type { Locale, Order, OrderLine, OrderRefund } from '@tern/contracts';
import { minorToMajor } from '@tern/domain';
import type { ProductRegistry } from '../../products/registry';
import { isPaidStatus } from './lifecycle/order-moves';
import type { AdjustmentRow, OrderLineRow, OrderRow, PaymentRow, RefundRow } from './order-rows';

/** Money in the contract's shape: major units for display, minor units exactly. */
export function money(minor: number, currencyCode: string, minorUnits: number) {
  return { amount: minorToMajor(minor, minorUnits), minor, currencyCode };
}

export interface OrderViewInput {
  order: OrderRow;
  lines: OrderLineRow[];
  payment: PaymentRow | undefined;
  refunds: RefundRow[];
  adjustments: AdjustmentRow[];
  email: string;
  /** Minor units of a currency code (the order's, and a payment's should they differ). */
  minorUnitsOf: (currencyCode: string) => number;
  now: Date;
  /** What plans and places are named in; the order's own language unless asked otherwise. */
  locale: Locale;
}

/**
 * The order page's data: each line through its kind's view (read from the snapshot), totals
 * from the header, the payment and the refund ledger. Nothing is looked up in the live catalogue.
 */
export async function toOrderView(input: OrderViewInput, kinds: ProductRegistry): Promise<Order> {
  const { order, payment, minorUnitsOf } = input;
  const inCurrency = (minor: number, code: string) => money(minor, code, minorUnitsOf(code));
  const m = (minor: number) => inCurrency(minor, order.currencyCode);
  const views: OrderLine[] = await Promise.all(
    input.lines.map((line) =>
      kinds.get(line.kind).view(
        line,
        {
          id: line.id,
          name: String(line.snapshot.name ?? ''),
          quantity: line.quantity,
          unitAmount: m(line.unitAmountMinor),
          amount: m(line.amountMinor),
          status: line.status,
        },
        {
          orderStatus: order.status,
          orderPaid: isPaidStatus(order.status),
          paidAt: order.paidAt,
          now: input.now,
          locale: input.locale,
        },
      ),
    ),
  );
  const refunds: OrderRefund[] = input.refunds.map((r) => ({
    id: r.id,
    lineId: r.orderLineId,
    amount: inCurrency(r.amountMinor, r.currencyCode),
    reason: r.reason,
    travellerReason: r.travellerReason ?? null,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  }));
  const refundedMinor = payment
    ? input.refunds
        .filter((r) => r.paymentId === payment.id && r.status !== 'failed')
        .reduce((sum, r) => sum + r.amountMinor, 0)
    : 0;
  // Deprecated fields for older clients: the first eSIM line's plan and eSIM.
  const first = views.find((v) => v.kind === 'esim_plan');
  return {
    id: order.id,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paymentGateway: order.paymentGateway as Order['paymentGateway'],
    email: input.email,
    price: {
      amount: minorToMajor(order.totalMinor, minorUnitsOf(order.currencyCode)),
      currencyCode: order.currencyCode,
      usdCents: order.totalUsdCents,
    },
    bundle: first ? (({ bundleId, ...plan }) => ({ _id: bundleId, ...plan }))(first.product) : null,
    payment: payment
      ? {
          status: payment.status,
          amount: inCurrency(payment.amountMinor, payment.currencyCode),
          refunded: inCurrency(refundedMinor, payment.currencyCode),
          cardBrand: payment.cardBrand,
          cardLast4: payment.cardLast4,
        }
      : null,
    esim: first?.delivery ?? null,
    lines: views,
    refunds,
    discounts: input.adjustments.map((a) => ({
      code: a.code ?? '',
      description: a.description,
      amount: m(-a.amountMinor),
    })),
    subtotal: m(order.subtotalMinor),
    discount: m(order.discountMinor),
    total: m(order.totalMinor),
  };
}
