import { randomUUID } from 'node:crypto';
import type {
  AdminCoupon,
  CouponStatus,
  CouponTermsBody,
  CreateCouponBatchBodySchema,
  CreateCouponBody,
} from '@tern/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { type Database, isUniqueViolation } from '../../db/client';
import { coupons } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { CatalogueStore } from '../catalog/catalog.store';
import { type AuditActor, writeAudit } from './audit';
import { randomCouponCode } from './coupon-codes';
import * as repo from './coupons.repository';
import { toCsv } from './csv';
import { couponTermsProblems, refuseIfAny } from './references';

type CreateCouponBatchBody = z.infer<typeof CreateCouponBatchBodySchema>;

/** Rows per INSERT: a batch of 5,000 in one statement would pass PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;
/** The newest uses shown for one coupon. */
const REDEMPTIONS_SHOWN = 1000;

const couponNotFound = () => new ApiError(404, 'COUPON_NOT_FOUND', 'No such coupon.');

/** The stored row of a coupon's terms. */
function termsRow(terms: CouponTermsBody, actor: AuditActor) {
  return {
    description: terms.description,
    type: terms.type,
    percentOff: terms.percentOff,
    amountOffUsdCents: terms.amountOffUsdCents,
    freeBundleId: terms.freeBundleId,
    partnerCode: terms.partnerCode,
    minSpendUsdCents: terms.minSpendUsdCents,
    startsAt: terms.startsAt ? new Date(terms.startsAt) : null,
    endsAt: terms.endsAt ? new Date(terms.endsAt) : null,
    maxRedemptions: terms.maxRedemptions,
    maxPerTraveller: terms.maxPerTraveller,
    kinds: terms.kinds,
    destinationIds: terms.destinationIds,
    productRefs: terms.productRefs,
    siteIds: terms.siteIds,
    combinable: terms.combinable,
    createdBy: actor.id,
  } satisfies Partial<repo.NewCoupon>;
}

/** What the audit log keeps of the terms: the rules, never a code that grants something. */
const termsDetails = (terms: CouponTermsBody) => {
  const { description, type, percentOff, amountOffUsdCents, freeBundleId, partnerCode } = terms;
  return { description, type, percentOff, amountOffUsdCents, freeBundleId, partnerCode };
};

export function createCouponsService(deps: { db: Database; store: CatalogueStore }) {
  const { db, store } = deps;

  async function checkTerms(terms: CouponTermsBody): Promise<void> {
    refuseIfAny(await couponTermsProblems(db, await store.snapshot(), terms));
  }

  /** Inserts the coupon and its audit row together; a taken code is the caller's 409. */
  async function insertOne(actor: AuditActor, body: CreateCouponBody, code: string) {
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [row] = await tx
        .insert(coupons)
        .values({ ...termsRow(body, actor), code })
        .returning();
      await writeAudit(tx, actor, {
        action: 'coupon.create',
        target: `coupon:${row!.id}`,
        // A code the admin typed is a public one (TRAVEL10); a random one is a secret to keep.
        details: { ...termsDetails(body), ...(body.code ? { code } : { randomCode: true }) },
      });
      return row!;
    });
  }

  return {
    list: repo.listCoupons.bind(null, db),

    /** One code: the admin's, or a random one (80 bits) when left out. */
    async create(actor: AuditActor, body: CreateCouponBody): Promise<AdminCoupon> {
      await checkTerms(body);
      for (let attempt = 0; ; attempt += 1) {
        const code = body.code ?? randomCouponCode();
        try {
          return repo.toAdminCoupon(await insertOne(actor, body, code));
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          if (body.code)
            throw new ApiError(
              409,
              'COUPON_CODE_TAKEN',
              `The code ${code} is already in use: choose another, or leave code out for a random one.`,
            );
          // 80 random bits met an existing code: astronomically rare, but a new draw costs nothing.
          if (attempt >= 2) throw error;
        }
      }
    },

    /**
     * N single-use codes sharing one batch id, made in one transaction with one audit row. A random
     * code that meets an existing one is skipped and drawn again, so exactly `count` are made.
     */
    async createBatch(actor: AuditActor, body: CreateCouponBatchBody) {
      await checkTerms(body);
      const batchId = randomUUID();
      const terms = { ...termsRow(body, actor), maxRedemptions: 1, maxPerTraveller: 1, batchId };
      const codes = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const made: string[] = [];
        while (made.length < body.count) {
          const wanted = Math.min(INSERT_CHUNK, body.count - made.length);
          const rows = await tx
            .insert(coupons)
            .values(
              Array.from({ length: wanted }, () => ({
                ...terms,
                code: randomCouponCode(body.prefix),
              })),
            )
            .onConflictDoNothing({ target: coupons.code })
            .returning({ code: coupons.code });
          made.push(...rows.map((row) => row.code));
        }
        await writeAudit(tx, actor, {
          action: 'coupon.batch',
          target: `batch:${batchId}`,
          details: { ...termsDetails(body), count: body.count, prefix: body.prefix },
        });
        return made;
      });
      return { batchId, count: codes.length, codes };
    },

    /** A batch's codes as CSV, one row a code with its status and uses. */
    async batchCsv(batchId: string): Promise<string> {
      const rows = await repo.batchCodes(db, batchId);
      if (rows.length === 0) throw new ApiError(404, 'COUPON_NOT_FOUND', 'No such batch of codes.');
      const uses = await repo.usesOf(
        db,
        rows.map((row) => row.id),
      );
      return toCsv(
        ['code', 'status', 'redeemed', 'held', 'createdAt'],
        rows.map((row) => {
          const used = uses.get(row.id) ?? { redeemed: 0, held: 0 };
          return [row.code, row.status, used.redeemed, used.held, row.createdAt.toISOString()];
        }),
      );
    },

    /** Pause or resume; the same status again changes nothing and writes no audit row. */
    async setStatus(actor: AuditActor, couponId: string, status: CouponStatus) {
      const changed = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        const rows = await tx
          .update(coupons)
          .set({ status })
          .where(and(eq(coupons.id, couponId), ne(coupons.status, status)))
          .returning({ code: coupons.code });
        if (rows.length === 0) return false;
        await writeAudit(tx, actor, {
          action: status === 'paused' ? 'coupon.pause' : 'coupon.resume',
          target: `coupon:${couponId}`,
        });
        return true;
      });
      const coupon = await repo.findCoupon(db, couponId);
      if (!coupon) throw couponNotFound();
      return { coupon, changed };
    },

    async redemptions(couponId: string) {
      if (!(await repo.findCoupon(db, couponId))) throw couponNotFound();
      return repo.redemptionsOf(db, couponId, REDEMPTIONS_SHOWN);
    },
  };
}

export type CouponsService = ReturnType<typeof createCouponsService>;
