import type { AdminCoupon } from '@tern/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';
import { type Page, paged } from './route-parts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export interface CouponFilter {
  search?: string | undefined;
  status?: CouponRow['status'] | undefined;
  batchId?: string | undefined;
}

/** `%` and `_` typed by the admin are letters, not wildcards. */
const likeText = (text: string) => `%${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterOf(filter: CouponFilter): SQL | undefined {
  return and(
    filter.search ? ilike(coupons.code, likeText(filter.search)) : undefined,
    filter.status ? eq(coupons.status, filter.status) : undefined,
    filter.batchId ? eq(coupons.batchId, filter.batchId) : undefined,
  );
}

/** Redeemed and held uses per coupon, from the redemptions (released ones gave theirs back). */
export async function usesOf(
  db: Database,
  ids: string[],
): Promise<Map<string, AdminCoupon['uses']>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      couponId: couponRedemptions.couponId,
      redeemed: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'redeemed')::int`,
      held: sql<number>`count(*) filter (where ${couponRedemptions.status} = 'held')::int`,
    })
    .from(couponRedemptions)
    .where(inArray(couponRedemptions.couponId, ids))
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((row) => [row.couponId, { redeemed: row.redeemed, held: row.held }]));
}

export function toAdminCoupon(row: CouponRow, uses = { redeemed: 0, held: 0 }): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    type: row.type,
    percentOff: row.percentOff,
    amountOffUsdCents: row.amountOffUsdCents,
    freeBundleId: row.freeBundleId,
    partnerCode: row.partnerCode,
    minSpendUsdCents: row.minSpendUsdCents,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    maxPerTraveller: row.maxPerTraveller,
    kinds: row.kinds,
    destinationIds: row.destinationIds,
    productRefs: row.productRefs,
    siteIds: row.siteIds,
    combinable: row.combinable,
    status: row.status,
    batchId: row.batchId,
    uses,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCoupons(
  db: Database,
  filter: CouponFilter,
  page: Page,
): Promise<{ coupons: AdminCoupon[]; count: number }> {
  const where = filterOf(filter);
  const found = await paged(
    page,
    (limit, offset) =>
      db
        .select()
        .from(coupons)
        .where(where)
        .orderBy(desc(coupons.createdAt), asc(coupons.code))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(coupons).where(where),
  );
  const uses = await usesOf(
    db,
    found.rows.map((row) => row.id),
  );
  return {
    coupons: found.rows.map((row) => toAdminCoupon(row, uses.get(row.id))),
    count: found.count,
  };
}

export async function findCoupon(db: Database, id: string): Promise<AdminCoupon | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row && toAdminCoupon(row, (await usesOf(db, [row.id])).get(row.id));
}

/** A batch's codes for its CSV, in the order they were made. */
export function batchCodes(db: Database, batchId: string) {
  return db
    .select({
      id: coupons.id,
      code: coupons.code,
      status: coupons.status,
      createdAt: coupons.createdAt,
    })
    .from(coupons)
    .where(eq(coupons.batchId, batchId))
    .orderBy(asc(coupons.createdAt), asc(coupons.code));
}

/** Who used a coupon, newest first; at most `limit`. */
export async function redemptionsOf(db: Database, couponId: string, limit: number) {
  const rows = await db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(limit);
  return rows.map((row) => ({
    orderId: row.orderId,
    email: row.email,
    status: row.status,
    amount: { minor: row.amountMinor, currencyCode: row.currencyCode },
    createdAt: row.createdAt.toISOString(),
  }));
}
