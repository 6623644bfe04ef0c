import {
  ConfirmPaymentBodySchema,
  OrderParamsSchema,
  PaymentOutcomeSchema,
  PaymentParamsSchema,
  SandboxPaymentBodySchema,
} from '@tern/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../plugins/error-responses';
import type { Auth } from '../accounts/auth';
import type { SandboxPayments } from './sandbox-payments';

const errors = errorResponses(400, 401, 404, 409, 422, 429, 503);

/** Only the last four digits take part in the stored fingerprint of a card payment. */
const cardFingerprint = (body: unknown) => {
  const card = body as z.infer<typeof SandboxPaymentBodySchema>;
  return { ...card, cardNumber: card.cardNumber.slice(-4), cvc: undefined };
};

export const sandboxRoutes: FastifyPluginAsyncZod<{
  auth: Auth;
  sandbox: SandboxPayments;
}> = async (app, { auth, sandbox }) => {
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
      config: {
        rateLimit: { max: 20, timeWindow: '1 minute' },
        idempotent: { fingerprint: cardFingerprint },
      },
    },
    async (request) => {
      const user = await auth.requireUser(request);
      const { orderId } = request.params;
      return { data: await sandbox.payWithCard(user.id, orderId, request.body.cardNumber) };
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
        data: await sandbox.confirm(user.id, request.params.paymentId, request.body.approve),
      };
    },
  );
};
