import 'client-only';
import type {
  CouponStatus,
  CreateCouponBatchBodySchema,
  CreateCouponBody,
  CreatePartnerBodySchema,
  PartnerBody,
} from '@tern/contracts';
import { browserGet, browserPost, browserSend } from '../browser-request';
import { checkedBy, type Parsed } from './contracts';

/**
 * The back office's changes (/v1/admin/*): admins only, each written to the audit log. Creating
 * calls carry an Idempotency-Key, so a retried click does not make a second code or partner.
 */
export type CreateCouponBatchBody = Parsed<typeof CreateCouponBatchBodySchema>;
export type CreatePartnerBody = Parsed<typeof CreatePartnerBodySchema>;

const path = (segment: string) => encodeURIComponent(segment);

/** POST /admin/coupons: one code (random when none is given). */
export const createCoupon = async (body: CreateCouponBody, idempotencyKey: string) =>
  checkedBy(
    'AdminCouponResponseSchema',
    await browserPost('/admin/coupons', body, { idempotencyKey }),
  );

/** POST /admin/coupons/batches: random single-use codes with the same terms, for a CSV. */
export const createCouponBatch = async (body: CreateCouponBatchBody, idempotencyKey: string) =>
  checkedBy(
    'AdminCouponBatchResponseSchema',
    await browserPost('/admin/coupons/batches', body, { idempotencyKey }),
  );

/** PATCH /admin/coupons/{id}: paused (no one can use it) or active again. */
export const setCouponStatus = async (couponId: string, status: CouponStatus) =>
  checkedBy(
    'AdminCouponResponseSchema',
    await browserSend('PATCH', `/admin/coupons/${path(couponId)}`, { status }),
  );

/** GET /admin/coupons/{id}/redemptions: every order that holds or redeemed the code. */
export const listCouponRedemptions = async (couponId: string, signal?: AbortSignal) =>
  checkedBy(
    'AdminRedemptionListResponseSchema',
    await browserGet(`/admin/coupons/${path(couponId)}/redemptions`, signal ? { signal } : {}),
  );

/** POST /admin/partners: a partner with its code, free data, destination and form. */
export const createPartner = async (body: CreatePartnerBody, idempotencyKey: string) =>
  checkedBy(
    'AdminPartnerResponseSchema',
    await browserPost('/admin/partners', body, { idempotencyKey }),
  );

/** PUT /admin/partners/{code}: the partner as a whole, replaced. */
export const updatePartner = async (partnerCode: string, body: PartnerBody) =>
  checkedBy(
    'AdminPartnerResponseSchema',
    await browserSend('PUT', `/admin/partners/${path(partnerCode)}`, body),
  );

/** POST /admin/orders/{id}/lines/{lineId}/refund: the line's amount back to the card, once. */
export const refundOrderLine = async (
  orderId: string,
  lineId: string,
  note: string,
  idempotencyKey: string,
) =>
  checkedBy(
    'AdminOrderResponseSchema',
    await browserPost(
      `/admin/orders/${path(orderId)}/lines/${path(lineId)}/refund`,
      { note },
      { idempotencyKey },
    ),
  );
