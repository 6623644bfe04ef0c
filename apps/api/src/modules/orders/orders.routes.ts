import {
  ApplyDiscountBodySchema,
  CancelLineBodySchema,
  CancelLineParamsSchema,
  CancelLineResponseSchema,
  CreateOrderBodySchema,
  CreateOrderResponseSchema,
  DiscountParamsSchema,
  OrderParamsSchema,
  OrderResponseSchema,
  OrderViewQuerySchema,
  RefundLineBodySchema,
  RepriceOrderBodySchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import type { Auth } from '../accounts/auth';
import { codeTrier } from '../promotions/promotions.routes';
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
        summary:
          'An order with its lines, payment and refunds (owner only). A read: it never changes the order',
        params: OrderParamsSchema,
        querystring: OrderViewQuerySchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { orderId } = request.params;
      return { data: { order: await orders.getOrder(user.id, orderId, request.query.locale) } };
    },
  );

  app.post(
    '/orders/:orderId/reprice',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Price an unpaid order again in another currency at the rates in force; it is then charged in it (409 once paid, or while a 3-D Secure step is open)',
        params: OrderParamsSchema,
        body: RepriceOrderBodySchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { orderId } = request.params;
      const order = await orders.reprice(user.id, orderId, request.site, request.body.currency);
      return { data: { order } };
    },
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Cancel an unpaid order: nothing was charged, held places go back at once (409 once paid; cancel a paid line instead)',
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return { data: { order: await orders.cancelOrder(user.id, request.params.orderId) } };
    },
  );

  /**
   * The traveller gives a paid line back: one transition (orders.cancelLine), under two names.
   * `/refund` is issue 25's, for an eSIM or a top-up, with a reason; `/cancel` is the booking
   * pages' (lounge, fast-track, ticket), where the reason is optional. Either way the line is
   * refunded once, however often and by whichever path it is asked.
   */
  const giveBack = {
    '/orders/:orderId/lines/:lineId/refund': {
      body: RefundLineBodySchema,
      summary:
        'Refund an eSIM never installed, or a top-up not started, within 30 days of purchase, to the card it was paid with: `{ reason }`. An installed eSIM (or a started top-up): 409 ALREADY_INSTALLED; past 30 days: 409 REFUND_WINDOW_CLOSED; `error.details.why` says which. Another traveller’s line: 404. Repeated calls refund once (accepts Idempotency-Key)',
    },
    '/orders/:orderId/lines/:lineId/cancel': {
      body: CancelLineBodySchema.optional(),
      summary:
        'Cancel a paid line where its kind allows it (lounge and fast-track: free until 24 h before the slot, airport time): the line is refunded through the order gateway and recorded in the order refunds; later 409 CANCELLATION_CLOSED; repeated calls refund once (accepts Idempotency-Key). eSIMs and top-ups: see …/refund',
    },
  };
  for (const [path, { body, summary }] of Object.entries(giveBack))
    app.post(
      path,
      {
        schema: {
          tags: ['orders'],
          summary,
          params: CancelLineParamsSchema,
          body,
          response: { 200: CancelLineResponseSchema, ...errors },
        },
        config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true },
      },
      async (request) => {
        const user = await auth.requireUser(request);
        const { orderId, lineId } = request.params;
        const reason = request.body?.reason ?? null;
        return { data: await orders.cancelLine(user.id, orderId, lineId, reason) };
      },
    );

  app.post(
    '/orders/:orderId/discounts',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Apply a discount code to an unpaid order: 422 COUPON_NOT_APPLICABLE with the reason when it cannot apply; 429 after 10 codes that did not work in 15 minutes (per address and per session)',
        params: OrderParamsSchema,
        body: ApplyDiscountBodySchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { orderId } = request.params;
      const trier = codeTrier(request, user);
      const order = await orders.applyDiscount(
        user.id,
        orderId,
        request.site,
        request.body.code,
        trier,
      );
      return { data: { order } };
    },
  );

  app.delete(
    '/orders/:orderId/discounts/:code',
    {
      schema: {
        tags: ['orders'],
        summary: 'Take a discount code off an unpaid order; its use goes back',
        params: DiscountParamsSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { orderId, code } = request.params;
      return { data: { order: await orders.removeDiscount(user.id, orderId, request.site, code) } };
    },
  );

  app.post(
    '/orders/:orderId/confirm-free',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Confirm an order its discounts made free (total 0): it is paid with nothing and delivered like any purchase; 409 ORDER_NOT_FREE otherwise',
        params: OrderParamsSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return { data: { order: await orders.confirmFree(user.id, request.params.orderId) } };
    },
  );
};
