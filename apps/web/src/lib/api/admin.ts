import 'server-only';
import {
  AdminCouponListResponseSchema,
  AdminOrderResponseSchema,
  AdminOrderSearchResponseSchema,
  AdminPartnerListResponseSchema,
  AdminSubmissionListResponseSchema,
  AuditListResponseSchema,
} from '@tern/contracts';
import type { Query } from './request';
import { serverGet } from './server';

/**
 * The back office's reads (GET /v1/admin/*), with the visitor's cookie: the API answers 401 or
 * 403 to anyone but an admin. Never cached, like everything about a person.
 */
const adminGet = <T>(
  path: `/admin/${string}`,
  schema: Parameters<typeof serverGet<T>>[1],
  query?: Query,
) => serverGet(path, schema, { forwardCookies: true, ...(query ? { query } : {}) });

export interface CouponListInput {
  page: number;
  search?: string | undefined;
  status?: string | undefined;
  batchId?: string | undefined;
}

/** GET /v1/admin/coupons: one page of codes (25), newest first, by search, status or batch. */
export async function listAdminCoupons(input: CouponListInput) {
  return (await adminGet('/admin/coupons', AdminCouponListResponseSchema, { ...input })).data;
}

/** GET /v1/admin/partners: every partner with its form, destination and submission count. */
export async function listAdminPartners() {
  return (await adminGet('/admin/partners', AdminPartnerListResponseSchema)).data.partners;
}

/** GET /v1/admin/submissions: one page of partner form submissions, of one partner or all. */
export async function listAdminSubmissions(input: { page: number; partnerCode?: string }) {
  return (await adminGet('/admin/submissions', AdminSubmissionListResponseSchema, { ...input }))
    .data;
}

/** GET /v1/admin/orders?query=: orders by id or by the buyer's e-mail address. */
export async function searchAdminOrders(query: string) {
  return (await adminGet('/admin/orders', AdminOrderSearchResponseSchema, { query })).data.orders;
}

/** GET /v1/admin/orders/{id}: any traveller's order, with every payment attempt. */
export async function getAdminOrder(orderId: string) {
  return (await adminGet(`/admin/orders/${encodeURIComponent(orderId)}`, AdminOrderResponseSchema))
    .data;
}

/** GET /v1/admin/audit: who did what in the back office, newest first. */
export async function listAuditEntries(page: number) {
  return (await adminGet('/admin/audit', AuditListResponseSchema, { page })).data;
}
