import type { OrderLineKind } from '@tern/contracts';
import type { ComponentType } from 'react';
import { AirportServiceSummary } from './airport-service-summary';
import { AttractionTicketSummary } from './attraction-ticket-summary';
import { EsimPlanSummary } from './esim-plan-summary';
import { EsimTopupSummary } from './esim-topup-summary';
import type { LinePreview, LinePreviewOf } from './line-preview';

/** How a product kind shows in the checkout, order and receipt summaries. */
interface LineViews<K extends OrderLineKind> {
  Summary: ComponentType<{ line: LinePreviewOf<K> }>;
}

/**
 * Every kind's views, in one place: a new kind (a lounge pass…) registers here (and its order
 * page in order-pages.ts) and every page that lists order lines shows it, without changing them. The mapped type makes a kind
 * the contracts know but this map does not a type error.
 */
const LINE_VIEWS: { [K in OrderLineKind]: LineViews<K> } = {
  esim_plan: { Summary: EsimPlanSummary },
  esim_topup: { Summary: EsimTopupSummary },
  lounge_pass: { Summary: AirportServiceSummary },
  fast_track: { Summary: AirportServiceSummary },
  attraction_ticket: { Summary: AttractionTicketSummary },
};

export function lineViews<L extends LinePreview>(line: L): LineViews<L['kind']> {
  return LINE_VIEWS[line.kind] as LineViews<L['kind']>;
}
