import {
  APP_SITE_ID,
  type CouponValidation,
  type Locale,
  type PartnerDetails,
  type PromoSubmissionBody,
} from '@tern/contracts';
import { promoChecks } from '@tern/contracts/phone';
import { PROMO_IDENTITY_FIELDS, promoFormErrors } from '@tern/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { couponRedemptions, coupons, partners, promoSubmissions } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import type { Site } from '../../plugins/site';
import type { AuthUser } from '../accounts/auth';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { OrdersService } from '../orders/orders.service';
import type { CodeAttempts, CodeTrier } from './code-attempts';
import {
  ALREADY_USED,
  couponSummary,
  type PartnerRow,
  UNKNOWN_CODE,
  useRefusal,
} from './coupon-rules';
import { partnerPlanOf } from './partner-plan';
import { toPartner } from './partner-view';

const partnerNotFound = () =>
  new ApiError(404, 'PARTNER_NOT_FOUND', 'No partner has this code. Check the code and try again.');

/** Spec §7: the coupon validation, the partner's details and form, and the form's submission. */
export function createPromotionsService(deps: {
  db: Database;
  store: CatalogueStore;
  orders: OrdersService;
  codeAttempts: CodeAttempts;
  now?: () => Date;
}) {
  const { db, store, orders, codeAttempts } = deps;
  const now = deps.now ?? (() => new Date());

  async function findPartner(code: string): Promise<PartnerRow | undefined> {
    const [row] = await db.select().from(partners).where(eq(partners.code, code));
    return row;
  }

  async function usedBy(couponId: string, email: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${couponRedemptions}
          where coupon_id = ${couponId} and email = ${email} and status in ('held', 'redeemed')`,
    );
    return row!.n;
  }

  return {
    /**
     * Spec §3 coupon response. `isValid: false` carries the reason and counts as a failed try;
     * a partner's code is valid here (its form is where it is redeemed).
     */
    async validate(
      code: string,
      site: Site,
      user: AuthUser | null,
      trier: CodeTrier,
    ): Promise<CouponValidation> {
      await codeAttempts.assertAllowed(trier);
      const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
      const partner = coupon?.partnerCode ? await findPartner(coupon.partnerCode) : null;
      let reason = coupon
        ? useRefusal(coupon, {
            now: now(),
            siteId: site.id,
            viaPartner: true,
            partner: partner ?? null,
          })
        : UNKNOWN_CODE;
      if (!reason && coupon && user && coupon.maxPerTraveller !== null) {
        if ((await usedBy(coupon.id, user.email)) >= coupon.maxPerTraveller) reason = ALREADY_USED;
      }
      if (reason || !coupon) {
        await codeAttempts.recordFailure(trier);
        return { isValid: false, reason, message: reason ?? UNKNOWN_CODE, coupon: null };
      }
      return {
        isValid: true,
        reason: null,
        message: partner
          ? `Fill in ${partner.name}’s form to get your free data.`
          : 'This code works: enter it at checkout.',
        coupon: {
          couponCode: coupon.code,
          partnerCode: coupon.partnerCode,
          source: site.id === APP_SITE_ID ? 'app' : 'web',
          userId: user?.id ?? null,
          summary: couponSummary(coupon, partner),
        },
      };
    },

    /** Spec §7 partner details by partnerCode: the partner and its form. */
    async partnerDetails(code: string, locale: Locale): Promise<PartnerDetails> {
      const partner = await findPartner(code);
      if (!partner?.active) throw partnerNotFound();
      return {
        partner: toPartner(await store.snapshot(), partner, locale),
        form: partner.form,
      };
    },

    /**
     * Spec §7 promo form submit. The form is checked again with the domain's rules; the traveller
     * (by e-mail) gets the partner's free data once, as a free order delivered like any purchase.
     */
    async submit(body: PromoSubmissionBody, user: AuthUser, site: Site, trier: CodeTrier) {
      const partner = await findPartner(body.partnerCode);
      if (!partner?.active) throw partnerNotFound();
      const [coupon] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, body.couponCode), eq(coupons.partnerCode, partner.code)));
      if (!coupon)
        throw new ApiError(
          422,
          'COUPON_NOT_APPLICABLE',
          `This code is not one of ${partner.name}’s. Check it and try again.`,
        );
      const values: Record<string, string> = {};
      for (const { id, value } of body.formData) values[id] = value.trim();
      const identity = {
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phoneNumber: body.phoneNumber,
      };
      const fields = promoFormErrors(partner.form.fields, values, promoChecks);
      for (const id of Object.keys(PROMO_IDENTITY_FIELDS) as (keyof typeof identity)[])
        if (!fields[id] && (values[id] ?? '') !== identity[id].trim())
          fields[id] = `${id} must be the form's ${id}`;
      const unknown = body.formData.find((d) => !partner.form.fields.some((f) => f.id === d.id));
      if (unknown) fields[unknown.id] = `The form has no field "${unknown.id}".`;
      if (Object.keys(fields).length > 0)
        throw new ApiError(400, 'VALIDATION_FAILED', Object.values(fields)[0]!, { fields });

      const alreadyRedeemed = () =>
        new ApiError(
          409,
          'ALREADY_REDEEMED',
          `You have already had your free data from ${partner.name}. It is in your eSIMs.`,
        );
      const [previous] = await db
        .select({ id: promoSubmissions.id })
        .from(promoSubmissions)
        .where(
          and(
            eq(promoSubmissions.partnerCode, partner.code),
            eq(promoSubmissions.email, user.email),
          ),
        );
      if (previous) throw alreadyRedeemed();

      const plan = partnerPlanOf(await store.snapshot(), partner);
      if (!plan)
        throw new ApiError(
          422,
          'PRODUCT_UNAVAILABLE',
          `${partner.name}’s free data cannot be delivered at the moment. Please try again later.`,
        );
      const order = await orders.createOrder(
        user.id,
        site,
        { lines: [{ kind: 'esim_plan', bundleId: plan.id, quantity: 1 }], locale: body.locale },
        { reward: true },
      );
      let submissionId: string | undefined;
      try {
        await orders.applyDiscount(user.id, order.orderId, site, coupon.code, trier, {
          viaPartner: true,
        });
        const [submission] = await db
          .insert(promoSubmissions)
          .values({
            partnerCode: partner.code,
            couponCode: coupon.code,
            userId: user.id,
            email: user.email,
            firstName: body.firstName,
            lastName: body.lastName,
            phoneNumber: body.phoneNumber,
            source: body.source,
            formData: body.formData.map(({ id, value }) => ({ id, value: value.trim() })),
            orderId: order.orderId,
          })
          .onConflictDoNothing()
          .returning({ id: promoSubmissions.id });
        if (!submission) throw alreadyRedeemed();
        submissionId = submission.id;
        await orders.confirmFree(user.id, order.orderId);
        return {
          message: `Thank you! Your ${couponSummary(coupon, partner)} is on its way to ${user.email}.`,
          submissionId,
          orderId: order.orderId,
        };
      } catch (error) {
        // The order never became the traveller's free data: it closes, and the code's use goes back.
        await orders.cancelOrder(user.id, order.orderId).catch(() => {});
        if (submissionId)
          await db.delete(promoSubmissions).where(eq(promoSubmissions.id, submissionId));
        throw error;
      }
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
