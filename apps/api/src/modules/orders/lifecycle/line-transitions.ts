import type { SelfRefundReason } from '@tern/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderLines, orders } from '../../../db/schema';
import { ApiError } from '../../../plugins/errors';
import type { CancellationPolicy } from '../../../products/product-kind';
import type { OrderLineRow, OrderRow, RefundRow } from '../order-rows';
import { findLine, refundsOf } from '../orders.repository';
import type { LifecycleDeps, Locking } from './order-lifecycle';
import { canMove, isPaidStatus, LINE_MOVES, ORDER_MOVES } from './order-moves';
import { closeIfDone, refundLine } from './refund-ledger';

const noSuchLine = () => new ApiError(404, 'ORDER_NOT_FOUND', 'No such line in your orders.');
const closed = (message: string) => new ApiError(409, 'CANCELLATION_CLOSED', message);

/** A kind's refusal to be cancelled now, as the 409 it names. */
export const refusalOf = (policy: Extract<CancellationPolicy, { allowed: false }>) =>
  new ApiError(409, policy.code ?? 'CANCELLATION_CLOSED', policy.message, policy.details);

/** What a traveller's cancel answers, the first time and every time after. */
export interface LineRefunded {
  order: Pick<OrderRow, 'id' | 'status' | 'currencyCode'>;
  line: Pick<OrderLineRow, 'id' | 'status'>;
  refund: RefundRow;
}

/** Lines: delivered, waiting for stock, given up, cancelled by the traveller. */
export function createLineTransitions(deps: LifecycleDeps & { now: () => Date }, l: Locking) {
  const { kinds, now } = deps;

  return {
    /**
     * completeLine: the line was delivered, inside the kind's delivery transaction, which holds
     * the order's lock: the last of several lines to finish sees the others and closes the order
     * with its one receipt. False when there was nothing to complete (refunded meanwhile).
     */
    async completeLine(tx: Database, order: OrderRow, line: OrderLineRow): Promise<boolean> {
      if (!canMove('fulfil', order.status) || line.status !== 'pending') return false;
      const done = await tx
        .update(orderLines)
        .set({ status: LINE_MOVES.complete.to, fulfilledAt: now() })
        .where(
          and(eq(orderLines.id, line.id), inArray(orderLines.status, LINE_MOVES.complete.from)),
        )
        .returning({ id: orderLines.id });
      if (done.length === 0) return false;
      await closeIfDone(tx, order);
      return true;
    },

    /** waitForStock: nothing can be delivered yet; the order page says so honestly. */
    waitForStock: (orderId: string) =>
      l.locked(orderId, async (tx) => {
        await tx
          .update(orders)
          .set({ status: ORDER_MOVES.waitForStock.to })
          .where(
            and(eq(orders.id, orderId), inArray(orders.status, ORDER_MOVES.waitForStock.from)),
          );
      }),

    /**
     * giveUpLine: delivery failed for good. The line is refunded (reason delivery_failed) and the
     * order closes if nothing else is waiting; the other lines keep what they delivered.
     */
    giveUpLine: (line: OrderLineRow) =>
      l.lockedWithJobs(line.orderId, async (tx, order) => {
        const current = await findLine(tx, line.id);
        if (current?.status !== 'pending' || !isPaidStatus(order.status)) return;
        await refundLine(tx, kinds, order, current, 'delivery_failed');
        await closeIfDone(tx, order);
      }),

    /**
     * cancelLine: the traveller cancels a paid line while its kind allows it: the line is refunded
     * (reason traveller_cancelled). Asked again, it answers the same and refunds nothing more.
     */
    cancelLine: (
      userId: string,
      orderId: string,
      lineId: string,
      travellerReason: SelfRefundReason | null = null,
    ) =>
      l.lockedWithJobs(orderId, async (tx, order): Promise<LineRefunded> => {
        if (order.userId !== userId) throw noSuchLine();
        const line = await findLine(tx, lineId);
        if (!line || line.orderId !== orderId) throw noSuchLine();
        const kind = kinds.get(line.kind);
        if (!kind.cancellation) throw closed('This item cannot be cancelled once bought.');
        const earlier = (await refundsOf(tx, orderId)).find(
          (r) => r.orderLineId === lineId && r.status !== 'failed',
        );
        if (earlier?.reason === 'traveller_cancelled') return { order, line, refund: earlier };
        if (order.status === 'awaiting_payment')
          throw closed('This order has not been paid, so there is nothing to cancel or refund.');
        if (earlier || !isPaidStatus(order.status) || line.status === 'refunded')
          throw closed('This booking was already refunded.');
        const policy = await kind.cancellation(line, now(), { tx, paidAt: order.paidAt });
        if (!policy.allowed) throw refusalOf(policy);
        const refund = await refundLine(tx, kinds, order, line, 'traveller_cancelled', {
          travellerReason,
        });
        const status = await closeIfDone(tx, order);
        return { order: { ...order, status }, line: { id: line.id, status: 'refunded' }, refund };
      }),

    /**
     * refundLineByShop: the shop gives a paid line's money back (reason shop_refunded), delivered
     * or not and whatever the kind's cancellation window says. `record` writes what the shop keeps
     * of it (the audit row) in the same transaction, and only when a refund is written: asked
     * again, or by two admins at once, it answers with the first refund and refunds nothing more.
     */
    refundLineByShop: (
      orderId: string,
      lineId: string,
      record: (tx: Database, refund: RefundRow) => Promise<void>,
    ) =>
      l.lockedWithJobs(orderId, async (tx, order): Promise<LineRefunded> => {
        const line = await findLine(tx, lineId);
        if (!line || line.orderId !== orderId)
          throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such line in this order.');
        const earlier = (await refundsOf(tx, orderId)).find(
          (r) => r.orderLineId === lineId && r.status !== 'failed',
        );
        if (earlier?.reason === 'shop_refunded') return { order, line, refund: earlier };
        if (!isPaidStatus(order.status) && order.status !== 'refunded')
          throw new ApiError(
            409,
            'ORDER_NOT_CHANGEABLE',
            'This order was never paid, so there is nothing to refund.',
          );
        if (earlier || line.status === 'refunded')
          throw new ApiError(
            409,
            'LINE_ALREADY_REFUNDED',
            earlier
              ? `This line was already refunded (${earlier.reason.replace(/_/g, ' ')}).`
              : 'This line was already refunded, and the payment gateway refused it: settle it in the gateway’s dashboard.',
          );
        const refund = await refundLine(tx, kinds, order, line, 'shop_refunded');
        const status = await closeIfDone(tx, order);
        await record(tx, refund);
        return { order: { ...order, status }, line: { id: line.id, status: 'refunded' }, refund };
      }),
  };
}
