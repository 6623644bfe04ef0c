import type { OrderLineKind } from '@tern/contracts';

/**
 * The page (without locale) that shows a paid order led by each kind; null: the eSIM page. Kept
 * apart from the line views, so a link to an order loads none of the summaries' code. The
 * mapped type makes a kind the contracts know but this map does not a type error.
 */
const ORDER_PAGES: { [K in OrderLineKind]: ((orderId: string) => string) | null } = {
  esim_plan: null,
  esim_topup: null,
  lounge_pass: (id) => `/passes/${id}`,
  fast_track: (id) => `/passes/${id}`,
  attraction_ticket: (id) => `/tickets/${id}`,
};

/** Where a paid order is shown, after payment and from links: its first line's kind decides. */
export function orderPagePath(order: { id: string; lines: readonly { kind: OrderLineKind }[] }) {
  const first = order.lines[0];
  const page = first ? ORDER_PAGES[first.kind] : null;
  return page ? page(order.id) : `/esims/${order.id}`;
}
