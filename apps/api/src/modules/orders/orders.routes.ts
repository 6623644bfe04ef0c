import {
  ConfirmPaymentBodySchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  OrderedEsimsResponseSchema,
  OrderParamsSchema,
  OrderQuerySchema,
  OrderResponseSchema,
  PaymentOutcomeSchema,
  PaymentParamsSchema,
  SandboxPaymentBodySchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../plugins/error-responses';
import type { Auth } from '../accounts/auth';
import { idempotent } from '../idempotency/idempotency';
import type { OrdersService } from './orders.service';
import type { PaymentsService } from './payments.service';

const errors = errorResponses(400, 401, 404, 409, 422, 429, 503);

interface Options {
  db: Database;
  auth: Auth;
  orders: OrdersService;
  payments: PaymentsService;
}

const idempotencyKey = (headers: Record<string, unknown>) => {
  const value = headers['idempotency-key'];
  return typeof value === 'string' ? value : undefined;
};

export const ordersRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, auth, orders, payments },
) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Create an order for one plan (accepts Idempotency-Key)',
        body: CreateOrderBodySchema,
        response: { 200: CreateOrderResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, _reply) => {
      const user = await auth.requireUser(request);
      const result = await idempotent(db, {
        scope: user.id,
        route: 'POST /v1/orders',
        key: idempotencyKey(request.headers),
        body: request.body,
        run: async () => ({
          statusCode: 200,
          body: { data: await orders.createOrder(user.id, request.site, request.body) },
        }),
      });
      return result.body;
    },
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order with its payment and eSIM (owner only)',
        params: OrderParamsSchema,
        querystring: OrderQuerySchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { orderId } = request.params;
      return {
        data: {
          order: await orders.getOrder(user.id, orderId, request.site, request.query.currency),
        },
      };
    },
  );

  app.get(
    '/esims',
    {
      schema: {
        tags: ['orders'],
        summary: 'Order history: the traveller’s eSIMs with remaining data',
        response: { 200: OrderedEsimsResponseSchema, ...errors },
      },
    },
    async (request) => orders.listEsims((await auth.requireUser(request)).id),
  );

  app.post(
    '/orders/:orderId/payments/sandbox',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay with a sandbox test card (accepts Idempotency-Key)',
        params: OrderParamsSchema,
        body: SandboxPaymentBodySchema,
        response: { 200: PaymentOutcomeSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, _reply) => {
      const user = await auth.requireUser(request);
      const { orderId } = request.params;
      const result = await idempotent(db, {
        scope: user.id,
        route: `POST /v1/orders/${orderId}/payments/sandbox`,
        key: idempotencyKey(request.headers),
        // Only the last four digits take part in the stored fingerprint of the request.
        body: { ...request.body, cardNumber: request.body.cardNumber.slice(-4), cvc: undefined },
        run: async () => ({
          statusCode: 200,
          body: {
            data: await payments.payWithSandboxCard(user.id, orderId, request.body.cardNumber),
          },
        }),
      });
      return result.body;
    },
  );

  app.post(
    '/payments/:paymentId/confirm',
    {
      schema: {
        tags: ['payments'],
        summary: 'Complete or refuse the 3-D Secure step',
        params: PaymentParamsSchema,
        body: ConfirmPaymentBodySchema,
        response: { 200: PaymentOutcomeSchema, ...errors },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return {
        data: await payments.confirm(user.id, request.params.paymentId, request.body.approve),
      };
    },
  );
};
