import type { OrderLineKind } from '@tern/contracts';
import type { ComponentType } from 'react';
import { AirportServiceSummary } from './airport-service-summary';
import { AttractionTicketSummary } from './attraction-ticket-summary';
import { EsimPlanSummary } from './esim-plan-summary';
import type { LinePreview, LinePreviewOf } from './line-preview';

/** How a product kind shows in the checkout, order and receipt summaries. */
interface LineViews<K extends OrderLineKind> {
  Summary: ComponentType<{ line: LinePreviewOf<K> }>;
  /**
   * The page (without locale) that shows a paid order led by this kind; the eSIM page when a
   * kind has none of its own.
   */
  orderPage?: (orderId: string) => string;
}

/**
 * Every kind's views, in one place: a new kind (a lounge pass…) registers here and every page
 * that lists order lines shows it, without changing those pages. The mapped type makes a kind
 * the contracts know but this map does not a type error.
 */
const LINE_VIEWS: { [K in OrderLineKind]: LineViews<K> } = {
  esim_plan: { Summary: EsimPlanSummary },
  lounge_pass: { Summary: AirportServiceSummary, orderPage: (id) => `/passes/${id}` },
  fast_track: { Summary: AirportServiceSummary, orderPage: (id) => `/passes/${id}` },
  attraction_ticket: { Summary: AttractionTicketSummary, orderPage: (id) => `/tickets/${id}` },
};

export function lineViews<L extends LinePreview>(line: L): LineViews<L['kind']> {
  return LINE_VIEWS[line.kind] as LineViews<L['kind']>;
}

/** Where a paid order is shown, after payment and from links: its first line's kind decides. */
export function orderPagePath(order: { id: string; lines: readonly { kind: OrderLineKind }[] }) {
  const first = order.lines[0];
  const page = first ? LINE_VIEWS[first.kind].orderPage : undefined;
  return page ? page(order.id) : `/esims/${order.id}`;
}
