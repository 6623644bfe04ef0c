/**
 * The orders feature's public entry: what every order page says about an order's money, from
 * the order itself (its payment and refund ledger): what was charged, where each refund is, and
 * why there is nothing to show (a line refunded, an order cancelled). The loader of the
 * visitor's own order is in ./server.
 */
export { BookingCancellation } from './booking-cancellation';
export { BookingFact, BookingPageShell } from './booking-page-shell';
export { BookingProgress } from './booking-progress';
export { BookingStatusBadge } from './booking-status-badge';
export { CancelLine } from './cancel-line';
export { CancelledOrder } from './cancelled-order';
export { ChargeFact } from './charge-fact';
export { LineWatcher } from './line-watcher';
export { refundsOfLine, refundsOfWholeOrder } from './order-money';
export { OrderOutcome } from './order-outcome';
export { RefundNotes } from './refund-notes';
