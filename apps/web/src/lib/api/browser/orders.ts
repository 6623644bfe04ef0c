import 'client-only';
import type {
  CreateOrderBody,
  CreateOrderResponseSchema,
  OrderedEsimsResponse,
  OrderResponseSchema,
  PaymentOutcome,
  SandboxPaymentBodySchema,
  StripePaymentStartResponseSchema,
} from '@tern/contracts';
import { browserGet, browserPost } from '../browser-request';
import { contracts, type Parsed } from './contracts';

export type CreatedOrder = Parsed<typeof CreateOrderResponseSchema>['data'];
export type OrderResponse = Parsed<typeof OrderResponseSchema>;

/** POST /orders with an Idempotency-Key: the server prices the lines (and needs a position). */
export async function createOrder(body: CreateOrderBody, idempotencyKey: string) {
  const { data } = await browserPost('/orders', body, {
    idempotencyKey,
    schema: () => contracts().then((c) => c.CreateOrderResponseSchema),
  });
  return data;
}

/** GET /orders/{id}: the order with its lines (owner only). */
export const getOrder = (orderId: string, signal?: AbortSignal) =>
  browserGet(`/orders/${encodeURIComponent(orderId)}`, {
    ...(signal ? { signal } : {}),
    schema: () => contracts().then((c) => c.OrderResponseSchema),
  });

/** POST /orders/{id}/payments/sandbox: pays with the sandbox card, once per key. */
export const paySandbox = (
  orderId: string,
  body: Parsed<typeof SandboxPaymentBodySchema>,
  idempotencyKey: string,
) =>
  browserPost<PaymentOutcome>(`/orders/${encodeURIComponent(orderId)}/payments/sandbox`, body, {
    idempotencyKey,
    schema: () => contracts().then((c) => c.PaymentOutcomeSchema),
  });

/** POST /payments/{id}/confirm: the 3-D Secure step, approved or cancelled. */
export const confirmPayment = (paymentId: string, approve: boolean) =>
  browserPost<PaymentOutcome>(
    `/payments/${encodeURIComponent(paymentId)}/confirm`,
    { approve },
    { schema: () => contracts().then((c) => c.PaymentOutcomeSchema) },
  );

/** POST /orders/{id}/payments/stripe: a PaymentIntent's client secret for Stripe Elements. */
export const startStripePayment = (orderId: string) =>
  browserPost<Parsed<typeof StripePaymentStartResponseSchema>>(
    `/orders/${encodeURIComponent(orderId)}/payments/stripe`,
    {},
    { schema: () => contracts().then((c) => c.StripePaymentStartResponseSchema) },
  );

/**
 * GET /esims: the visitor's eSIMs. Read by the home page's "your eSIMs" island, so typed only
 * (no zod on the home page).
 */
export const listOrderedEsims = (signal?: AbortSignal) =>
  browserGet<OrderedEsimsResponse>('/esims', signal ? { signal } : {});
