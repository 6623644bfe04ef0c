import 'client-only';
import type {
  CreateOrderRequest,
  CreateOrderResponseSchema,
  RepriceOrderBody,
  SandboxPaymentBodySchema,
  SelfRefundReason,
} from '@tern/contracts';
import { browserGet, browserPost, browserSend } from '../browser-request';
import { checkedBy, type Parsed } from './contracts';

export type CreatedOrder = Parsed<typeof CreateOrderResponseSchema>['data'];

/** POST /orders with an Idempotency-Key: the server prices the lines (and needs a position). */
export async function createOrder(body: CreateOrderRequest, idempotencyKey: string) {
  const answer = await browserPost('/orders', body, { idempotencyKey });
  return (await checkedBy('CreateOrderResponseSchema', answer)).data;
}

/** GET /orders/{id}: the order with its lines (owner only). A read: it never changes the order. */
export const getOrder = async (orderId: string, signal?: AbortSignal) =>
  checkedBy(
    'OrderResponseSchema',
    await browserGet(`/orders/${encodeURIComponent(orderId)}`, signal ? { signal } : {}),
  );

/**
 * POST /orders/{id}/reprice: an unpaid order priced again in the currency the traveller now
 * sees, and charged in it. 400 UNKNOWN_CURRENCY for a currency the shop does not sell; 409
 * ORDER_NOT_CHANGEABLE once paid or while a 3-D Secure step is open.
 */
export const repriceOrder = async (orderId: string, body: RepriceOrderBody) =>
  checkedBy(
    'OrderResponseSchema',
    await browserPost(`/orders/${encodeURIComponent(orderId)}/reprice`, body),
  );

/**
 * POST /orders/{id}/discounts: a code applied to an unpaid order, which comes back re-priced.
 * 422 COUPON_NOT_APPLICABLE says why in its message ("APP10 works in the Tern app"), 429
 * RATE_LIMITED after too many failed codes, 409 ORDER_NOT_CHANGEABLE once paid.
 */
export const applyDiscount = async (orderId: string, code: string) =>
  checkedBy(
    'OrderResponseSchema',
    await browserPost(`/orders/${encodeURIComponent(orderId)}/discounts`, { code }),
  );

/** DELETE /orders/{id}/discounts/{code}: the code taken off again; the order re-priced. */
export const removeDiscount = async (orderId: string, code: string) =>
  checkedBy(
    'OrderResponseSchema',
    await browserSend(
      'DELETE',
      `/orders/${encodeURIComponent(orderId)}/discounts/${encodeURIComponent(code)}`,
      {},
    ),
  );

/**
 * POST /orders/{id}/confirm-free: an order its discounts made free is placed without a payment,
 * then delivered like any paid one. 409 ORDER_NOT_FREE while something is left to pay.
 */
export const confirmFreeOrder = async (orderId: string) =>
  checkedBy(
    'OrderResponseSchema',
    await browserPost(`/orders/${encodeURIComponent(orderId)}/confirm-free`, {}),
  );

/** POST /orders/{id}/payments/sandbox: pays with the sandbox card, once per key. */
export const paySandbox = async (
  orderId: string,
  body: Parsed<typeof SandboxPaymentBodySchema>,
  idempotencyKey: string,
) =>
  checkedBy(
    'PaymentOutcomeSchema',
    await browserPost(`/orders/${encodeURIComponent(orderId)}/payments/sandbox`, body, {
      idempotencyKey,
    }),
  );

/** POST /payments/{id}/confirm: the 3-D Secure step, approved or cancelled. */
export const confirmPayment = async (paymentId: string, approve: boolean) =>
  checkedBy(
    'PaymentOutcomeSchema',
    await browserPost(`/payments/${encodeURIComponent(paymentId)}/confirm`, { approve }),
  );

/** POST /orders/{id}/payments/stripe: a PaymentIntent's client secret for Stripe Elements. */
export const startStripePayment = async (orderId: string) =>
  checkedBy(
    'StripePaymentStartResponseSchema',
    await browserPost(`/orders/${encodeURIComponent(orderId)}/payments/stripe`, {}),
  );

const linePath = (orderId: string, lineId: string): `/${string}` =>
  `/orders/${encodeURIComponent(orderId)}/lines/${encodeURIComponent(lineId)}`;

/**
 * POST /orders/{id}/lines/{lineId}/cancel: cancels a booked line (lounge, fast-track, ticket),
 * free until its cutoff; then 409 CANCELLATION_CLOSED. Loaded with the confirmation dialog, so
 * its contract check costs the booking pages nothing.
 */
export const cancelOrderLine = async (orderId: string, lineId: string) =>
  checkedBy(
    'CancelLineResponseSchema',
    await browserPost(`${linePath(orderId, lineId)}/cancel`, {}),
  );

/**
 * POST /orders/{id}/lines/{lineId}/refund: an eSIM never installed, or a top-up not started,
 * given back with a reason (the same transition as a cancel). 409 ALREADY_INSTALLED or
 * REFUND_WINDOW_CLOSED, with `details.why`, once it no longer can be.
 */
export const selfRefundLine = async (orderId: string, lineId: string, reason: SelfRefundReason) =>
  checkedBy(
    'CancelLineResponseSchema',
    await browserPost(`${linePath(orderId, lineId)}/refund`, { reason }),
  );
