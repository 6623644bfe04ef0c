import type { EsimTopupLine, Order, OrderLine } from '@tern/contracts';

export type EsimLine = Extract<OrderLine, { kind: 'esim_plan' }>;

/**
 * The order's eSIM line: the plan as sold (a snapshot, so a plan renamed or withdrawn since
 * leaves the page as it was) and the eSIM once delivered. Undefined for an order of another kind.
 */
export function esimLineOf(order: Pick<Order, 'lines'>): EsimLine | undefined {
  return order.lines.find((line): line is EsimLine => line.kind === 'esim_plan');
}

/** The order's top-up line, when the order added a plan to an eSIM the traveller has. */
export function topUpLineOf(order: Pick<Order, 'lines'>): EsimTopupLine | undefined {
  return order.lines.find((line): line is EsimTopupLine => line.kind === 'esim_topup');
}
