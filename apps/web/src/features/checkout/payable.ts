import type { Order } from '@tern/contracts';

/**
 * Only an unpaid order has something to pay. Any other (paid, refunded, cancelled) belongs on
 * its order page, which says what became of it.
 */
export const isPayable = (order: Pick<Order, 'status'>) => order.status === 'awaiting_payment';

/** Discounts cover the whole order: it is placed without a payment (POST …/confirm-free). */
export const isFree = (order: Pick<Order, 'total'>) => order.total.minor === 0;
