import type { Locale } from '@tern/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderLines, orders, payments, users } from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { ApiError } from '../../../plugins/errors';
import type { LineQuote } from '../../../products/product-kind';
import type { ProductRegistry } from '../../../products/registry';
import { EXPIRE_ORDER } from '../job-kinds';
import type { OrderLineRow, OrderRow } from '../order-rows';
import { findLine, linesOf, lockOrder } from '../orders.repository';
import {
  createDiscountTransitions,
  type DiscountContext,
  releaseCodes,
  rewriteDiscounts,
} from './discount-transitions';
import { createLineTransitions } from './line-transitions';
import { ORDER_MOVES, unpaidOnly } from './order-moves';
import { createPaymentTransitions } from './payment-transitions';
import { createRefundTransitions } from './refund-transitions';

export interface NewOrder {
  userId: string;
  siteId: string;
  currencyCode: string;
  totalMinor: number;
  totalUsdCents: number;
  paymentGateway: string;
  /** The site's language when ordering; the traveller's later e-mails follow it too. */
  locale: Locale;
  lines: (LineQuote & { kind: string })[];
}

/** A new price for every line of an unpaid order, in its new currency. */
export interface Repriced {
  currencyCode: string;
  subtotalMinor: number;
  totalUsdCents: number;
  lines: LineQuote[];
  /** The codes on the order are worked out again in the new currency. */
  discounts: DiscountContext;
}

export interface LifecycleDeps {
  db: Database;
  kinds: ProductRegistry;
  fulfilMaxAttempts?: number;
  /** Called after a transition committed jobs, so this process looks at them now. */
  onJobs?: () => void;
  now?: () => Date;
}

/** How every transition runs: one transaction, the order row locked first. */
export interface Locking {
  locked<T>(orderId: string, fn: (tx: Database, order: OrderRow) => Promise<T>): Promise<T>;
  /** Same, and tells the job runner afterwards. */
  lockedWithJobs<T>(orderId: string, fn: (tx: Database, order: OrderRow) => Promise<T>): Promise<T>;
}

export const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'No such order.');

/**
 * The one owner of order, line, payment and refund states. Each transition locks the order,
 * checks the move against ORDER_MOVES (and its siblings), writes, and queues its jobs in the same
 * transaction; gateways and suppliers are called by jobs or by callers after commit, never here.
 */
export function createOrderLifecycle(deps: LifecycleDeps) {
  const { db, kinds } = deps;
  const now = deps.now ?? (() => new Date());

  const locking: Locking = {
    locked: (orderId, fn) =>
      db.transaction(async (tx) => {
        const write = tx as unknown as Database;
        const order = await lockOrder(write, orderId);
        if (!order) throw orderNotFound();
        return fn(write, order);
      }),
    async lockedWithJobs(orderId, fn) {
      const result = await locking.locked(orderId, fn);
      deps.onJobs?.();
      return result;
    },
  };
  const { locked } = locking;

  /** The header and its lines in one statement: one round trip, and never a header without lines. */
  async function insertOrder(write: Database, order: NewOrder): Promise<string> {
    const lines = order.lines.map(
      (line, position) =>
        sql`(${position}::smallint, ${line.kind}, ${line.productRef}, ${line.quantity}::smallint,
          ${line.unitAmountMinor}::integer, ${line.unitAmountMinor * line.quantity}::integer,
          ${JSON.stringify(line.snapshot)}::jsonb)`,
    );
    const result = (await write.execute(sql`
      with header as (
        insert into ${orders} (user_id, site_id, status, currency_code, subtotal_minor, discount_minor,
          total_minor, total_usd_cents, payment_gateway, locale)
        values (${order.userId}, ${order.siteId}, ${ORDER_MOVES.create.to}, ${order.currencyCode},
          ${order.totalMinor}, 0, ${order.totalMinor}, ${order.totalUsdCents}, ${order.paymentGateway},
          ${order.locale})
        returning id),
      traveller as (update ${users} set locale = ${order.locale} where id = ${order.userId})
      insert into ${orderLines} (order_id, position, kind, product_ref, quantity, unit_amount_minor,
        amount_minor, snapshot, status)
      select header.id, v.position, v.kind, v.product_ref, v.quantity, v.unit_amount_minor,
        v.amount_minor, v.snapshot, 'pending'
      from header, (values ${sql.join(lines, sql`, `)})
        as v(position, kind, product_ref, quantity, unit_amount_minor, amount_minor, snapshot)
      returning order_id`)) as unknown as { rows: { order_id: string }[] };
    return result.rows[0]!.order_id;
  }

  /** Closes an unpaid order: open 3-D Secure steps are refused, held stock goes back. */
  async function close(tx: Database, order: OrderRow, reason: string): Promise<void> {
    await tx
      .update(payments)
      .set({ status: 'declined', failureReason: reason, updatedAt: now() })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'requires_action')));
    await tx
      .update(orders)
      .set({ status: ORDER_MOVES.cancel.to, cancelledAt: now() })
      .where(eq(orders.id, order.id));
    for (const line of await linesOf(tx, order.id))
      await kinds.get(line.kind).release?.(tx, line, { kind: 'closed' });
    await releaseCodes(tx, order.id, 'held');
  }

  const lines = createLineTransitions({ ...deps, now }, locking);

  return {
    ...createPaymentTransitions({ ...deps, now }, locking),
    ...lines,
    ...createRefundTransitions({ ...deps, now }, locking),
    ...createDiscountTransitions({ ...deps, now }, locking),

    /**
     * create: a new unpaid order. Kinds with a limited stock take it in the same transaction, or
     * refuse the whole order; the order then expires when the earliest hold runs out.
     */
    async create(order: NewOrder): Promise<{ id: string }> {
      const holds = order.lines.some((line) => kinds.get(line.kind).hold);
      if (!holds) return { id: await insertOrder(db, order) };
      return db.transaction(async (tx) => {
        const write = tx as unknown as Database;
        const id = await insertOrder(write, order);
        let until: Date | undefined;
        for (const line of await linesOf(write, id)) {
          const held = await kinds.get(line.kind).hold?.(write, line);
          if (held && (!until || held.until < until)) until = held.until;
        }
        if (until) await enqueueJob(write, { kind: EXPIRE_ORDER, key: id, runAt: until });
        return { id };
      });
    },

    /** reprice: an unpaid order's lines priced again in another currency (never by a read). */
    reprice: (orderId: string, repriced: Repriced) =>
      locked(orderId, async (tx, order) => {
        if (order.status !== 'awaiting_payment') throw unpaidOnly(order.status, 'priced again');
        const [open] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'requires_action')));
        if (open)
          throw new ApiError(
            409,
            'ORDER_NOT_CHANGEABLE',
            'A payment for this order is waiting for your bank’s confirmation at the current price: finish or cancel it first.',
          );
        const lines = await linesOf(tx, orderId);
        await tx
          .update(orders)
          .set({
            currencyCode: repriced.currencyCode,
            subtotalMinor: repriced.subtotalMinor,
            totalMinor: repriced.subtotalMinor - order.discountMinor,
            totalUsdCents: repriced.totalUsdCents,
          })
          .where(eq(orders.id, orderId));
        for (const [i, line] of lines.entries()) {
          const quote = repriced.lines[i]!;
          await tx
            .update(orderLines)
            .set({
              unitAmountMinor: quote.unitAmountMinor,
              amountMinor: quote.unitAmountMinor * quote.quantity,
              snapshot: quote.snapshot,
            })
            .where(eq(orderLines.id, line.id));
        }
        await rewriteDiscounts(tx, order, repriced.discounts);
      }),

    /** cancel: the traveller closes their unpaid order. */
    cancel: (orderId: string, userId: string) =>
      locked(orderId, async (tx, order) => {
        if (order.userId !== userId) throw orderNotFound();
        if (order.status === 'cancelled') return;
        if (order.status !== 'awaiting_payment') throw unpaidOnly(order.status, 'cancelled');
        await close(tx, order, 'The order was cancelled before the payment was confirmed.');
      }),

    /**
     * expire: an unpaid order whose hold ran out closes, its places back for others. A 3-D Secure
     * step opened in the last `graceMs` keeps it open a little longer ('busy').
     */
    expire: (orderId: string, graceMs: number) =>
      locked(orderId, async (tx, order): Promise<'expired' | 'busy' | 'nothing'> => {
        if (order.status !== 'awaiting_payment') return 'nothing';
        const [open] = await tx
          .select({ id: payments.id })
          .from(payments)
          .where(
            and(
              eq(payments.orderId, orderId),
              eq(payments.status, 'requires_action'),
              sql`${payments.updatedAt} > ${new Date(now().getTime() - graceMs)}`,
            ),
          );
        if (open) return 'busy';
        await close(tx, order, 'The order expired before the payment was confirmed.');
        return 'expired';
      }),

    /**
     * A kind's delivery step: the line as it is now, read under its order's lock, and the
     * completeLine transition bound to that transaction.
     */
    withLockedLine: <T>(
      line: OrderLineRow,
      fn: (tx: Database, line: OrderLineRow, complete: () => Promise<boolean>) => Promise<T>,
    ) =>
      locked(line.orderId, async (tx, order) => {
        const current = (await findLine(tx, line.id))!;
        return fn(tx, current, () => lines.completeLine(tx, order, current));
      }),

    /** The receipt went out: recorded so a rerun sends nothing. */
    async markReceiptSent(orderId: string): Promise<void> {
      await db
        .update(orders)
        .set({ receiptSentAt: now() })
        .where(and(eq(orders.id, orderId), sql`${orders.receiptSentAt} is null`));
    },
  };
}

export type OrderLifecycle = ReturnType<typeof createOrderLifecycle>;
