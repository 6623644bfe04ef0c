import {
  combinationRefusal,
  computeDiscounts,
  type DiscountLine,
  discountRefusal,
} from '@tern/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client';
import {
  couponRedemptions,
  coupons,
  orderAdjustments,
  orders,
  partners,
  payments,
  users,
} from '../../../db/schema';
import { enqueueJob } from '../../../jobs/queue';
import { ApiError } from '../../../plugins/errors';
import type { OrderCurrency } from '../../../products/product-kind';
import {
  ALREADY_USED,
  COUPON_HOLD_MINUTES,
  type CouponRow,
  couponTerms,
  notApplicable,
  type PartnerRow,
  refusalReason,
  UNKNOWN_CODE,
  useRefusal,
} from '../../promotions/coupon-rules';
import { EXPIRE_ORDER } from '../job-kinds';
import type { OrderLineRow, OrderRow } from '../order-rows';
import { adjustmentsOf, linesOf } from '../orders.repository';
import { type LifecycleDeps, type Locking, orderNotFound } from './order-lifecycle';
import { unpaidOnly } from './order-moves';

/**
 * What codes need from outside the order, read before its lock is taken (inside a transaction
 * nothing may wait on another connection): line destinations and partners' free plans.
 */
export interface DiscountContext {
  currency: OrderCurrency;
  siteId: string;
  /** Through the partner's form; a partner's code is refused anywhere else. */
  viaPartner?: boolean;
  /** Each line's destination (country or region id), by line id. */
  destinations: ReadonlyMap<string, string | null>;
  /** The plan (bundle id) each partner's free data is, by partner code. */
  partnerPlans: ReadonlyMap<string, string | null>;
}

function lineFacts(lines: OrderLineRow[], context: DiscountContext): DiscountLine[] {
  return lines.map((line) => ({
    kind: line.kind,
    productRef: line.productRef,
    destinationId: context.destinations.get(line.id) ?? null,
    amountMinor: line.amountMinor,
  }));
}

const freePlanOf = (partner: PartnerRow | null, context: DiscountContext) =>
  partner ? (context.partnerPlans.get(partner.code) ?? null) : null;

async function partnerOf(tx: Database, coupon: CouponRow): Promise<PartnerRow | null> {
  if (!coupon.partnerCode) return null;
  const [row] = await tx.select().from(partners).where(eq(partners.code, coupon.partnerCode));
  return row ?? null;
}

/** The codes on an order, in the order applied, their rows locked. */
async function codesOf(tx: Database, orderId: string): Promise<CouponRow[]> {
  const applied = await adjustmentsOf(tx, orderId);
  const ids = applied.flatMap((a) => (a.couponId ? [a.couponId] : []));
  if (ids.length === 0) return [];
  const rows = await tx.select().from(coupons).where(inArray(coupons.id, ids)).for('update');
  return ids.map((id) => rows.find((r) => r.id === id)!);
}

/**
 * Writes what each code takes off the order now: the adjustments (one per code, in order), the
 * amounts on their redemptions, and the order's discount and total. The total never goes below 0
 * nor above the subtotal (the engine takes at most what each line has left).
 */
async function writeDiscounts(
  tx: Database,
  order: OrderRow,
  codes: CouponRow[],
  context: DiscountContext,
): Promise<number[]> {
  const lines = await linesOf(tx, order.id);
  const subtotal = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const terms = await Promise.all(
    codes.map(async (coupon) => {
      const partner = await partnerOf(tx, coupon);
      return couponTerms(coupon, context.currency, freePlanOf(partner, context));
    }),
  );
  const { perCode, totalMinor } = computeDiscounts(lineFacts(lines, context), terms);
  await tx.delete(orderAdjustments).where(eq(orderAdjustments.orderId, order.id));
  if (codes.length > 0)
    await tx.insert(orderAdjustments).values(
      codes.map((coupon, position) => ({
        orderId: order.id,
        kind: 'coupon',
        couponId: coupon.id,
        code: coupon.code,
        description: coupon.description,
        position,
        amountMinor: -perCode[position]!.amountMinor,
      })),
    );
  for (const [i, coupon] of codes.entries())
    await tx
      .update(couponRedemptions)
      .set({ amountMinor: perCode[i]!.amountMinor, currencyCode: context.currency.code })
      .where(
        and(eq(couponRedemptions.couponId, coupon.id), eq(couponRedemptions.orderId, order.id)),
      );
  const discount = Math.min(totalMinor, subtotal);
  await tx
    .update(orders)
    .set({ subtotalMinor: subtotal, discountMinor: discount, totalMinor: subtotal - discount })
    .where(eq(orders.id, order.id));
  return perCode.map((c) => c.amountMinor);
}

/** Uses go back: held ones when an unpaid order closes, redeemed ones when it is refunded whole. */
export async function releaseCodes(
  tx: Database,
  orderId: string,
  from: 'held' | 'redeemed',
): Promise<void> {
  await queryRows(
    tx,
    sql`with released as (
          update ${couponRedemptions} set status = 'released', settled_at = now()
          where order_id = ${orderId} and status = ${from}
          returning coupon_id)
        update ${coupons} set uses = uses - 1
        where id in (select coupon_id from released) and uses > 0
        returning id`,
  );
}

/** The order was paid: the uses it held become redemptions for good. */
export async function redeemCodes(tx: Database, orderId: string): Promise<void> {
  await tx
    .update(couponRedemptions)
    .set({ status: 'redeemed', settledAt: new Date() })
    .where(and(eq(couponRedemptions.orderId, orderId), eq(couponRedemptions.status, 'held')));
}

/**
 * Discounts on unpaid orders: a code applied or removed, and every discount worked out again when
 * the order is priced again. Locks: the order first (every transition), then the code's row, so a
 * code's limits hold however many orders race for its last use.
 */
export function createDiscountTransitions(deps: LifecycleDeps & { now: () => Date }, l: Locking) {
  const { now } = deps;

  async function changeable(tx: Database, order: OrderRow, userId: string) {
    if (order.userId !== userId) throw orderNotFound();
    if (order.status !== 'awaiting_payment') throw unpaidOnly(order.status, 'discounted');
    const [open] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'requires_action')));
    if (open)
      throw new ApiError(
        409,
        'ORDER_NOT_CHANGEABLE',
        'A payment for this order is waiting for your bank’s confirmation at the current price: finish or cancel it first.',
      );
  }

  return {
    /**
     * applyDiscount: a code on an unpaid order. Refused with the reason (422) when it cannot
     * apply; otherwise one of its uses is held by the order until it is paid or closes.
     */
    applyDiscount: (orderId: string, userId: string, code: string, context: DiscountContext) =>
      l.lockedWithJobs(orderId, async (tx, order) => {
        await changeable(tx, order, userId);
        const [coupon] = await tx
          .select()
          .from(coupons)
          .where(eq(coupons.code, code))
          .for('update');
        if (!coupon) throw notApplicable(UNKNOWN_CODE);
        const existing = await codesOf(tx, orderId);
        if (existing.some((c) => c.id === coupon.id))
          throw notApplicable('This code is already applied to this order.');
        const partner = await partnerOf(tx, coupon);
        const refusal = useRefusal(coupon, {
          now: now(),
          siteId: context.siteId,
          viaPartner: context.viaPartner ?? false,
          partner,
        });
        if (refusal) throw notApplicable(refusal);
        const [owner] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, order.userId));
        if (coupon.maxPerTraveller !== null) {
          const [used] = await queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from ${couponRedemptions}
                where coupon_id = ${coupon.id} and email = ${owner!.email}
                  and status in ('held', 'redeemed')`,
          );
          if (used!.n >= coupon.maxPerTraveller) throw notApplicable(ALREADY_USED);
        }
        const codes = [...existing, coupon];
        const lines = lineFacts(await linesOf(tx, orderId), context);
        const free = freePlanOf(partner, context);
        const terms = codes.map((c) =>
          couponTerms(c, context.currency, c.id === coupon.id ? free : null),
        );
        const refused =
          discountRefusal(lines, terms[terms.length - 1]!) ?? combinationRefusal(terms);
        if (refused) throw notApplicable(refusalReason(refused, context.currency));
        await tx
          .update(coupons)
          .set({ uses: sql`${coupons.uses} + 1` })
          .where(eq(coupons.id, coupon.id));
        await tx.insert(couponRedemptions).values({
          couponId: coupon.id,
          orderId,
          userId: order.userId,
          email: owner!.email,
          amountMinor: 0,
          currencyCode: context.currency.code,
          status: 'held',
        });
        const taken = await writeDiscounts(tx, order, codes, context);
        if (taken.at(-1) === 0)
          throw notApplicable(refusalReason({ reason: 'nothing_eligible' }, context.currency));
        // A use held by an order nobody pays comes back when the order closes.
        await enqueueJob(tx, {
          kind: EXPIRE_ORDER,
          key: orderId,
          runAt: new Date(now().getTime() + COUPON_HOLD_MINUTES * 60_000),
        });
      }),

    /** removeDiscount: the traveller takes a code off an unpaid order; its use goes back. */
    removeDiscount: (orderId: string, userId: string, code: string, context: DiscountContext) =>
      l.locked(orderId, async (tx, order) => {
        await changeable(tx, order, userId);
        const codes = await codesOf(tx, orderId);
        const coupon = codes.find((c) => c.code === code);
        if (!coupon)
          throw new ApiError(404, 'COUPON_NOT_FOUND', 'This code is not applied to this order.');
        await queryRows(
          tx,
          sql`with released as (
                update ${couponRedemptions} set status = 'released', settled_at = now()
                where order_id = ${orderId} and coupon_id = ${coupon.id} and status = 'held'
                returning coupon_id)
              update ${coupons} set uses = uses - 1
              where id in (select coupon_id from released) and uses > 0 returning id`,
        );
        await writeDiscounts(
          tx,
          order,
          codes.filter((c) => c.id !== coupon.id),
          context,
        );
      }),
  };
}

/** Every code on an order worked out again (its lines were priced again, in another currency). */
export async function rewriteDiscounts(
  tx: Database,
  order: OrderRow,
  context: DiscountContext,
): Promise<void> {
  await writeDiscounts(tx, order, await codesOf(tx, order.id), context);
}
