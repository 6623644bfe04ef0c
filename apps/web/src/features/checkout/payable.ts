import type { Order } from '@tern/contracts';

/**
 * Only an unpaid order has something to pay. Any other (paid, refunded, cancelled) belongs on
 * its order page, which says what became of it.
 */
export const isPayable = (order: Pick<Order, 'status'>) => order.status === 'awaiting_payment';
