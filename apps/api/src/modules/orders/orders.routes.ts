import {
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  OrderParamsSchema,
  OrderQuerySchema,
  OrderResponseSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import type { Auth } from '../accounts/auth';
import type { OrdersService } from './orders.service';

const errors = errorResponses(400, 401, 404, 409, 422, 429, 503);

export const ordersRoutes: FastifyPluginAsyncZod<{ auth: Auth; orders: OrdersService }> = async (
  app,
  { auth, orders },
) => {
  app.post(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Create an order: `{ lines: [...] }` or `{ bundleId, quantity }`, with the buyer’s location (accepts Idempotency-Key)',
        body: CreateOrderBodySchema,
        response: { 200: CreateOrderResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return { data: await orders.createOrder(user.id, request.site, request.body) };
    },
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags: ['orders'],
        summary: 'An order with its lines, payment and deliveries (owner only)',
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
};
