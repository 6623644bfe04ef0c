import Stripe from 'stripe';
import type { PaymentEvent, PaymentGateway } from './payment-gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Point the SDK at a local fake Stripe in tests: http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

/** Signatures older than this are refused, so a captured webhook cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe reshaped into Tern's gateway; nothing outside this folder sees Stripe's types. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });

  return {
    name: 'stripe',

    /**
     * One PaymentIntent per order and price: the idempotency key makes retries return the same
     * one, and a re-priced order (another currency) gets its own. Stripe takes the amount in the
     * currency's smallest unit and the code in lower case.
     */
    async create({ orderId, money, email }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: money.amountMinor,
          currency: money.currencyCode.toLowerCase(),
          receipt_email: email,
          metadata: { order_id: orderId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `order-${orderId}-${money.currencyCode}-${money.amountMinor}` },
      );
      return {
        status: 'pending',
        providerPaymentId: intent.id,
        clientSecret: intent.client_secret ?? '',
        cardBrand: null,
        cardLast4: null,
        failureReason: null,
      };
    },

    /** Verifies the signature over the exact raw bytes; throws when forged or stale. */
    async confirm(input) {
      if (!('rawBody' in input)) throw new Error('Stripe confirms payments by webhook only');
      const event = stripe.webhooks.constructEvent(
        input.rawBody,
        input.signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      return reshape(event);
    },

    async refund({ refundId, orderId, providerPaymentId, money }) {
      if (!providerPaymentId) throw new Error(`order ${orderId} has no PaymentIntent to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: providerPaymentId, amount: money.amountMinor },
        { idempotencyKey: `refund-${refundId}` },
      );
      return { refundId: refund.id };
    },
  };
}

function reshape(event: Stripe.Event): PaymentEvent {
  const base: PaymentEvent = {
    id: event.id,
    kind: 'other',
    providerPaymentId: null,
    orderId: null,
    amountMinor: null,
    currency: null,
    cardBrand: null,
    cardLast4: null,
    failureMessage: null,
  };
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed')
    return base;
  const intent = event.data.object as Stripe.PaymentIntent;
  const card = (intent.latest_charge as Stripe.Charge | null)?.payment_method_details?.card;
  return {
    ...base,
    kind: event.type === 'payment_intent.succeeded' ? 'payment-succeeded' : 'payment-failed',
    providerPaymentId: intent.id,
    orderId: intent.metadata?.order_id ?? null,
    amountMinor: intent.amount_received || intent.amount,
    currency: intent.currency.toUpperCase(),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}
