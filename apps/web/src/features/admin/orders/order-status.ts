import type { OrderLineStatus, OrderStatus, PaymentStatus, RefundStatus } from '@tern/contracts';
import type { PillTone } from '../status-pill';

const ORDER_TONES: Record<OrderStatus, PillTone> = {
  awaiting_payment: 'neutral',
  paid: 'waiting',
  waiting_for_stock: 'waiting',
  fulfilled: 'good',
  refunded: 'bad',
  cancelled: 'neutral',
};
/** An order's state as a tone; a state the contract does not know yet shows neutral. */
export const orderStatusTone = (status: string): PillTone =>
  ORDER_TONES[status as OrderStatus] ?? 'neutral';

const LINE_TONES: Record<OrderLineStatus, PillTone> = {
  pending: 'waiting',
  fulfilled: 'good',
  refunded: 'bad',
};
export const lineStatusTone = (status: OrderLineStatus): PillTone => LINE_TONES[status];

const MONEY_TONES: Record<PaymentStatus | RefundStatus, PillTone> = {
  requires_action: 'waiting',
  succeeded: 'good',
  declined: 'bad',
  refunded: 'neutral',
  pending: 'waiting',
  failed: 'bad',
};
/** A payment's or a refund's state as a tone. */
export const moneyStatusTone = (status: string): PillTone =>
  MONEY_TONES[status as PaymentStatus | RefundStatus] ?? 'neutral';

/** Order states in which the money was taken: a line of such an order can be refunded. */
const REFUNDABLE_ORDERS: readonly OrderStatus[] = ['paid', 'waiting_for_stock', 'fulfilled'];

/** Whether the back office offers "Refund" for a line: taken money, not given back yet. */
export const canRefundLine = (orderStatus: OrderStatus, lineStatus: OrderLineStatus) =>
  REFUNDABLE_ORDERS.includes(orderStatus) && lineStatus !== 'refunded';
