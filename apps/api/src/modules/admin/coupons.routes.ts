import {
  AdminBatchParamsSchema,
  AdminCouponBatchResponseSchema,
  AdminCouponListQuerySchema,
  AdminCouponListResponseSchema,
  AdminCouponParamsSchema,
  AdminCouponResponseSchema,
  AdminRedemptionListResponseSchema,
  CreateCouponBatchBodySchema,
  CreateCouponBodySchema,
  UpdateCouponBodySchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CouponsService } from './coupons.service';
import { adminErrors, CsvSchema, sendCsv, tags } from './route-parts';

export const adminCouponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  app.get(
    '/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons, newest first: search by code, filter by status or batch',
        querystring: AdminCouponListQuerySchema,
        response: { 200: AdminCouponListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { page, limit, ...filter } = request.query;
      return { data: await coupons.list(filter, { page, limit }) };
    },
  );

  app.post(
    '/coupons',
    {
      schema: {
        tags,
        summary:
          'Create a coupon; without a code, a random one (16 characters, 80 bits). 409 COUPON_CODE_TAKEN for a code in use (accepts Idempotency-Key)',
        body: CreateCouponBodySchema,
        response: { 200: AdminCouponResponseSchema, ...adminErrors },
      },
      config: { idempotent: true },
    },
    async (request) => ({ data: { coupon: await coupons.create(request.admin, request.body) } }),
  );

  app.post(
    '/coupons/batches',
    {
      schema: {
        tags,
        summary:
          'Generate single-use random codes sharing one batch id, with an optional prefix (accepts Idempotency-Key)',
        body: CreateCouponBatchBodySchema,
        response: { 200: AdminCouponBatchResponseSchema, ...adminErrors },
      },
      config: { idempotent: true },
    },
    async (request) => ({ data: await coupons.createBatch(request.admin, request.body) }),
  );

  app.get(
    '/coupons/batches/:batchId/codes.csv',
    {
      schema: {
        tags,
        summary: 'A batch of codes as a CSV download: code, status, redeemed, held, createdAt',
        params: AdminBatchParamsSchema,
        response: { 200: CsvSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { batchId } = request.params;
      return sendCsv(reply, `coupons-${batchId}.csv`, await coupons.batchCsv(batchId));
    },
  );

  app.patch(
    '/coupons/:couponId',
    {
      schema: {
        tags,
        summary: 'Pause or resume a coupon (a paused code is refused at checkout)',
        params: AdminCouponParamsSchema,
        body: UpdateCouponBodySchema,
        response: { 200: AdminCouponResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { coupon } = await coupons.setStatus(
        request.admin,
        request.params.couponId,
        request.body.status,
      );
      return { data: { coupon } };
    },
  );

  app.get(
    '/coupons/:couponId/redemptions',
    {
      schema: {
        tags,
        summary: 'Who used a coupon, newest first (at most 1,000): order, e-mail, status, amount',
        params: AdminCouponParamsSchema,
        response: { 200: AdminRedemptionListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({
      data: { redemptions: await coupons.redemptions(request.params.couponId) },
    }),
  );
};
