import type { orderAdjustments, orderLines, orders, payments, refunds } from '../../db/schema';

/** The rows of the money path, as stored; their statuses are the contracts' enums. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type AdjustmentRow = typeof orderAdjustments.$inferSelect;
