import type { Order, OrderLine } from '@tern/contracts';
import { minorToMajor } from '@tern/domain';
import type { ProductRegistry } from '../../products/registry';
import type { OrderLineRow, OrderRow, PaymentRow } from './orders.repository';

/** Money in the contract's shape: major units for display, minor units exactly. */
export function money(minor: number, currencyCode: string, minorUnits: number) {
  return { amount: minorToMajor(minor, minorUnits), minor, currencyCode };
}

/**
 * The order page's data: each line through its kind's view (read from the snapshot), totals
 * from the header. Nothing is looked up in the live catalogue.
 */
export async function toOrderView(
  order: OrderRow,
  lines: OrderLineRow[],
  kinds: ProductRegistry,
  extras: { email: string; payment: PaymentRow | undefined; minorUnits: number },
): Promise<Order> {
  const m = (minor: number) => money(minor, order.currencyCode, extras.minorUnits);
  const views: OrderLine[] = await Promise.all(
    lines.map((line) =>
      kinds.get(line.kind).view(line, {
        id: line.id,
        name: String(line.snapshot.name ?? ''),
        quantity: line.quantity,
        unitAmount: m(line.unitAmountMinor),
        amount: m(line.amountMinor),
        status: line.status as OrderLine['status'],
      }),
    ),
  );
  // Older clients read one plan and one eSIM; they come from the first eSIM line's snapshot.
  // An order of lounge passes only has neither: both are null.
  const first = views.find((v) => v.kind === 'esim_plan');
  return {
    id: order.id,
    status: order.status as Order['status'],
    createdAt: order.createdAt.toISOString(),
    paymentGateway: order.paymentGateway as Order['paymentGateway'],
    email: extras.email,
    price: {
      amount: minorToMajor(order.totalMinor, extras.minorUnits),
      currencyCode: order.currencyCode,
      usdCents: order.totalUsdCents,
    },
    bundle: first ? (({ bundleId, ...plan }) => ({ _id: bundleId, ...plan }))(first.product) : null,
    payment: extras.payment
      ? {
          status: extras.payment.status,
          cardBrand: extras.payment.cardBrand,
          cardLast4: extras.payment.cardLast4,
        }
      : null,
    esim: first?.delivery ?? null,
    lines: views,
    subtotal: m(order.subtotalMinor),
    discount: m(order.discountMinor),
    total: m(order.totalMinor),
  };
}
