import type { EsimPlanSnapshot, Order } from '@tern/contracts';

/**
 * The plan this order sold, from its eSIM line's snapshot: a plan renamed or withdrawn after
 * the purchase leaves the page as it was. An order from before order lines (none in it) shows
 * the plan fields the API still sends beside them.
 */
export function esimPlanOf(order: Pick<Order, 'lines' | 'bundle'>): EsimPlanSnapshot {
  const line = order.lines.find((l) => l.kind === 'esim_plan');
  if (line) return line.product;
  if (!order.bundle) throw new Error('this order sold no eSIM');
  const { _id, ...plan } = order.bundle;
  return { bundleId: _id, ...plan };
}
