import {
  AdminOrderParamsSchema,
  AdminOrderResponseSchema,
  AdminOrderSearchQuerySchema,
  AdminOrderSearchResponseSchema,
  AdminRefundLineBodySchema,
  AdminRefundLineParamsSchema,
  AuditListQuerySchema,
  AuditListResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Auth } from '../accounts/auth';
import type { CatalogueStore } from '../catalog/catalog.store';
import type { OrderLifecycle } from '../orders/lifecycle/order-lifecycle';
import type { OrdersService } from '../orders/orders.service';
import { guardAdminRoutes } from './admin-guard';
import { createAdminOrdersService } from './admin-orders.service';
import { listAudit } from './audit';
import { adminCouponsRoutes } from './coupons.routes';
import { createCouponsService } from './coupons.service';
import { adminPartnersRoutes } from './partners.routes';
import { createPartnersService } from './partners.service';
import { adminErrors, tags } from './route-parts';
import { createSubmissionsService } from './submissions.service';

interface Options {
  db: Database;
  auth: Auth;
  store: CatalogueStore;
  orders: OrdersService;
  lifecycle: OrderLifecycle;
  runJobNow: (kind: string, key: string) => Promise<void>;
}

/** The back office, /v1/admin/*: admins only, every change in the audit log. */
export const adminRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, store } = options;
  guardAdminRoutes(app, options.auth);
  await app.register(adminCouponsRoutes, { coupons: createCouponsService({ db, store }) });
  await app.register(adminPartnersRoutes, {
    partners: createPartnersService({ db, store }),
    submissions: createSubmissionsService(db),
  });
  const orders = createAdminOrdersService(options);

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Find orders by order id, or by e-mail (exact, any case; newest 100)',
        querystring: AdminOrderSearchQuerySchema,
        response: { 200: AdminOrderSearchResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: { orders: await orders.search(request.query.query) } }),
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'An order as its traveller sees it, with every payment attempt',
        params: AdminOrderParamsSchema,
        response: { 200: AdminOrderResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await orders.show(request.params.orderId) }),
  );

  app.post(
    '/orders/:orderId/lines/:lineId/refund',
    {
      schema: {
        tags,
        summary:
          'Refund a paid line (delivered or not, whatever its cancellation rule) with a note for the audit log; repeated calls refund once (accepts Idempotency-Key)',
        params: AdminRefundLineParamsSchema,
        body: AdminRefundLineBodySchema,
        response: { 200: AdminOrderResponseSchema, ...adminErrors },
      },
      config: { idempotent: true },
    },
    async (request) => {
      const { orderId, lineId } = request.params;
      return {
        data: await orders.refundLine(request.admin, orderId, lineId, request.body.note),
      };
    },
  );

  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log of every back-office change, newest first',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListResponseSchema, ...adminErrors },
      },
    },
    async (request) => ({ data: await listAudit(db, request.query) }),
  );
};
