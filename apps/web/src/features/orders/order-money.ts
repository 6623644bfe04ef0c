import type { Order, OrderPayment, OrderRefund, PaymentStatus } from '@tern/contracts';

/** A line's refunds, oldest first (a failed one may be followed by the one support made). */
export const refundsOfLine = (order: Pick<Order, 'refunds'>, lineId: string): OrderRefund[] =>
  order.refunds.filter((refund) => refund.lineId === lineId);

/**
 * Payments given back whole, not by line: one that reached an order already paid, cancelled or
 * refunded (reason order_not_payable), e.g. a card confirmed after the order was closed.
 */
export const refundsOfWholeOrder = (order: Pick<Order, 'refunds'>): OrderRefund[] =>
  order.refunds.filter((refund) => refund.lineId === null);

/** The payment states in which the card was charged (refunded: and given back since). */
const CHARGED: readonly PaymentStatus[] = ['succeeded', 'refunded'];

/** What the card was charged, once it was: null while unpaid, declined or awaiting 3-D Secure. */
export function chargeOf(order: Pick<Order, 'payment'>): OrderPayment | null {
  return order.payment && CHARGED.includes(order.payment.status) ? order.payment : null;
}

/** Card brands as their owners write them; the gateway names them in lower case. */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
};

/** "Visa" from "visa"; null for an unnamed card ("card") or none given (Stripe without one). */
export function cardBrandName(brand: string | null): string | null {
  if (!brand || brand === 'card') return null;
  return BRAND_NAMES[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}
