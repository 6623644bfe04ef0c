import {
  ErrorEnvelopeSchema,
  OrderParamsSchema,
  StripePaymentStartResponseSchema,
  WebhookAckSchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses';
import type { Auth } from '../accounts/auth';
import type { StripePayments } from './stripe-payments';

const errors = errorResponses(400, 401, 404, 409, 429, 503);

/** Registered only when PAYMENT_GATEWAY=stripe and its keys are configured. */
export const stripeRoutes: FastifyPluginAsyncZod<{ auth: Auth; stripe: StripePayments }> = async (
  app,
  { auth, stripe },
) => {
  app.post(
    '/orders/:orderId/payments/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: 'Start a Stripe payment (PaymentIntent) for an order',
        params: OrderParamsSchema,
        response: { 200: StripePaymentStartResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      return { data: await stripe.startPayment(user.id, request.params.orderId) };
    },
  );

  // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/webhooks/stripe',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signed; duplicates are acknowledged, not applied)',
          response: { 200: WebhookAckSchema, 400: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const result = await stripe.handleWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return { data: { received: true as const, duplicate: result.duplicate } };
      },
    );
  });
};
