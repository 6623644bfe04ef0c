import type { Order, OrderStatus } from '@tern/contracts';
import type { EsimLine } from './esim-line-of';

/**
 * What the eSIM page shows for its line. Paid but not delivered yet is "preparing", slower than
 * usual while the order waits for stock. A line that could not be delivered is refunded at once
 * (its refund is in the order's ledger); an order closed unpaid is cancelled.
 */
export type EsimViewState =
  | { kind: 'delivered'; esim: NonNullable<EsimLine['delivery']> }
  | { kind: 'preparing'; delayed: boolean }
  | { kind: 'unpaid' }
  | { kind: 'refunded' }
  | { kind: 'cancelled' };

export function esimViewState(
  order: Pick<Order, 'status'>,
  line: Pick<EsimLine, 'status' | 'delivery'>,
): EsimViewState {
  if (order.status === 'cancelled') return { kind: 'cancelled' };
  if (order.status === 'awaiting_payment') return { kind: 'unpaid' };
  if (line.status === 'refunded') return { kind: 'refunded' };
  if (line.delivery) return { kind: 'delivered', esim: line.delivery };
  // 'paid' is the normal second before delivery; waiting for stock already took longer.
  return { kind: 'preparing', delayed: order.status !== 'paid' };
}

/** The status badge's message key (esim.status.*): the order's words, "preparing" until delivered. */
export type EsimStatusKey =
  | Extract<OrderStatus, 'awaiting_payment' | 'fulfilled' | 'refunded' | 'cancelled'>
  | 'preparing';

const STATUS_KEYS: Record<EsimViewState['kind'], EsimStatusKey> = {
  delivered: 'fulfilled',
  preparing: 'preparing',
  unpaid: 'awaiting_payment',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

export const statusKey = (state: EsimViewState): EsimStatusKey => STATUS_KEYS[state.kind];
