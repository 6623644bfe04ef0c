import 'client-only';
import type { Locale, PromoSubmissionRequest } from '@tern/contracts';
import { browserGet, browserPost } from '../browser-request';
import { checkedBy } from './contracts';

/*
 * The promo flow's calls (spec §7 coupon validate, partner details, promo form submit). Checked
 * against their contracts: their code loads with the promo dialog, never with a page.
 */

/**
 * POST /coupons/validate: 200 also for a code that cannot be used (isValid false, with the
 * reason); 429 RATE_LIMITED after too many failed tries.
 */
export const validateCoupon = async (couponCode: string) =>
  (
    await checkedBy(
      'CouponValidateResponseSchema',
      await browserPost('/coupons/validate', { couponCode }),
    )
  ).data;

/**
 * GET /partners/{partnerCode}: the partner and its form, its destination named in `locale`;
 * 404 PARTNER_NOT_FOUND.
 */
export const getPartnerDetails = async (partnerCode: string, locale: Locale) =>
  (
    await checkedBy(
      'PartnerDetailsResponseSchema',
      await browserGet(`/partners/${encodeURIComponent(partnerCode)}`, { query: { locale } }),
    )
  ).data;

/**
 * POST /promotions/submissions (needs a session): the free order. 400 VALIDATION_FAILED names
 * the fields in details.fields, 409 ALREADY_REDEEMED, 422 COUPON_NOT_APPLICABLE.
 */
export const submitPromoForm = async (body: PromoSubmissionRequest) =>
  (
    await checkedBy(
      'PromoSubmissionResponseSchema',
      await browserPost('/promotions/submissions', body),
    )
  ).data;
