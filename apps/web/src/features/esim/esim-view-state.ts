import type { Order } from '@tern/contracts';

/**
 * What the eSIM page shows for an order. Anything paid but without an eSIM yet is "preparing",
 * including the states the traveller cannot act on (waiting for stock, provisioning failed and
 * flagged for a refund): the API promises them an honest "we are preparing your eSIM".
 */
export type EsimViewState =
  | { kind: 'delivered'; esim: NonNullable<Order['esim']> }
  | { kind: 'preparing'; delayed: boolean }
  | { kind: 'unpaid' };

export function esimViewState(order: Pick<Order, 'status' | 'esim'>): EsimViewState {
  if (order.esim) return { kind: 'delivered', esim: order.esim };
  if (order.status === 'awaiting_payment') return { kind: 'unpaid' };
  // 'paid' is the normal second before delivery; the others already took longer than usual.
  return { kind: 'preparing', delayed: order.status !== 'paid' };
}

/** The status badge's message key (esim.status.*). */
export function statusKey(state: EsimViewState): 'fulfilled' | 'preparing' | 'awaiting_payment' {
  if (state.kind === 'delivered') return 'fulfilled';
  return state.kind === 'unpaid' ? 'awaiting_payment' : 'preparing';
}
