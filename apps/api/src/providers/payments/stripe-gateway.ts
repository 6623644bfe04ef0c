import Stripe from 'stripe';

/** Stripe reshaped into what Tern needs; nothing outside this folder sees Stripe's types. */
export interface GatewayEvent {
  id: string;
  kind: 'payment-succeeded' | 'payment-failed' | 'other';
  paymentIntentId: string | null;
  orderId: string | null;
  amountUsdCents: number | null;
  currency: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
}

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Point the SDK at a local fake Stripe in tests: http://127.0.0.1:12111. */
  apiUrl?: string | undefined;
}

/** Signatures older than this are refused, so a captured webhook cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function createStripeGateway(options: StripeGatewayOptions) {
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
    /** One PaymentIntent per order: the idempotency key makes retries return the same one. */
    async createPaymentIntent(input: { orderId: string; amountUsdCents: number; email: string }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountUsdCents,
          currency: 'usd',
          receipt_email: input.email,
          metadata: { order_id: input.orderId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: `order-${input.orderId}` },
      );
      return { id: intent.id, clientSecret: intent.client_secret ?? '' };
    },

    /** Verifies the signature over the exact raw bytes; throws when forged or stale. */
    verifyEvent(rawBody: Buffer, signature: string): GatewayEvent {
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
      return reshape(event);
    },
  };
}

function reshape(event: Stripe.Event): GatewayEvent {
  const base: GatewayEvent = {
    id: event.id,
    kind: 'other',
    paymentIntentId: null,
    orderId: null,
    amountUsdCents: null,
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
    paymentIntentId: intent.id,
    orderId: intent.metadata?.order_id ?? null,
    amountUsdCents: intent.amount_received || intent.amount,
    currency: intent.currency,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    failureMessage: intent.last_payment_error?.message ?? null,
  };
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;
