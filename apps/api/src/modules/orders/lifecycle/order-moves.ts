import type { OrderLineStatus, OrderStatus, PaymentStatus, RefundStatus } from '@tern/contracts';
import { ApiError } from '../../../plugins/errors';

/**
 * Every state change of the money path, by transition: the states it may start from and the one
 * it leads to. The lifecycle checks a move against this table before it writes; the property test
 * checks that every change it observes is one of these.
 */
export const ORDER_MOVES = {
  create: { from: [], to: 'awaiting_payment' },
  reprice: { from: ['awaiting_payment'], to: 'awaiting_payment' },
  /** A discount code applied to or removed from an unpaid order. */
  discount: { from: ['awaiting_payment'], to: 'awaiting_payment' },
  markPaid: { from: ['awaiting_payment'], to: 'paid' },
  waitForStock: { from: ['paid'], to: 'waiting_for_stock' },
  /** The last open line was delivered (others may have been refunded). */
  fulfil: { from: ['paid', 'waiting_for_stock'], to: 'fulfilled' },
  /** The last line was refunded and none was delivered. */
  refund: { from: ['paid', 'waiting_for_stock', 'fulfilled'], to: 'refunded' },
  cancel: { from: ['awaiting_payment'], to: 'cancelled' },
  expire: { from: ['awaiting_payment'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;

export const LINE_MOVES = {
  complete: { from: ['pending'], to: 'fulfilled' },
  refund: { from: ['pending', 'fulfilled'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly OrderLineStatus[]; to: OrderLineStatus }>;

export const PAYMENT_MOVES = {
  succeed: { from: ['requires_action'], to: 'succeeded' },
  decline: { from: ['requires_action'], to: 'declined' },
  /** Everything it charged is being given back. */
  refund: { from: ['succeeded'], to: 'refunded' },
} as const satisfies Record<string, { from: readonly PaymentStatus[]; to: PaymentStatus }>;

export const REFUND_MOVES = {
  settle: { from: ['pending'], to: 'succeeded' },
  fail: { from: ['pending'], to: 'failed' },
} as const satisfies Record<string, { from: readonly RefundStatus[]; to: RefundStatus }>;

export type OrderTransition = keyof typeof ORDER_MOVES;

export function canMove(transition: OrderTransition, status: OrderStatus): boolean {
  return (ORDER_MOVES[transition].from as readonly OrderStatus[]).includes(status);
}

/** Paid and not given back: the states in which a line can still be delivered or refunded. */
export const PAID_STATUSES: readonly OrderStatus[] = ORDER_MOVES.refund.from;
export const isPaidStatus = (status: OrderStatus) => PAID_STATUSES.includes(status);

/** Why an order cannot be paid, in words a traveller can act on; null when it can. */
export function paymentRefusal(status: OrderStatus): ApiError | null {
  if (status === 'awaiting_payment') return null;
  if (status === 'refunded')
    return new ApiError(
      409,
      'ORDER_REFUNDED',
      'This order was refunded, so it cannot be paid again. Please start a new order.',
    );
  if (status === 'cancelled')
    return new ApiError(
      409,
      'ORDER_CANCELLED',
      'This order was cancelled before it was paid. Please start a new order.',
    );
  return new ApiError(409, 'ORDER_ALREADY_PAID', 'This order is already paid.');
}

/** Why an unpaid-only change (re-price, cancel) is refused, naming the order's state. */
export function unpaidOnly(
  status: OrderStatus,
  action: 'priced again' | 'cancelled' | 'discounted',
): ApiError {
  const why =
    status === 'refunded'
      ? 'it was refunded'
      : status === 'cancelled'
        ? 'it is already cancelled'
        : 'it is already paid';
  return new ApiError(
    409,
    'ORDER_NOT_CHANGEABLE',
    `Only an unpaid order can be ${action}, and ${why}.`,
  );
}
