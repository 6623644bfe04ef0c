import type { Order, OrderLineStatus } from '@tern/contracts';

/** What a watched line came to: still to come, delivered, or refunded (it never will be). */
export type LineOutcome = Exclude<OrderLineStatus, 'pending'> | null;

/**
 * The outcome of one line of a paid order, or null while it is still pending. A line gone from
 * the order (it cannot be) counts as pending, so the page keeps waiting rather than guess.
 */
export function lineOutcome(order: Pick<Order, 'lines'>, lineId: string): LineOutcome {
  const line = order.lines.find((l) => l.id === lineId);
  return line && line.status !== 'pending' ? line.status : null;
}
