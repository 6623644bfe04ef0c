/**
 * The order-lines feature's public entry: how each product kind shows in a summary. Checkout,
 * order pages and receipts render lines through OrderLineSummary, never by naming a kind.
 */

export { lineName } from './line-name';
export {
  esimPlanPreview,
  type LinePreview,
  type LinePreviewOf,
} from './line-preview';
export { OrderLineSummary } from './order-line-summary';
export { orderPagePath } from './order-pages';
