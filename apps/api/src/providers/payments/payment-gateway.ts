/** An amount to charge or give back, in the minor units of its currency (JPY 0 digits, BHD 3). */
export interface Money {
  amountMinor: number;
  currencyCode: string;
}

/** How a payment stands after the gateway was asked: Tern's words, never a vendor's types. */
export interface GatewayPayment {
  status: 'succeeded' | 'declined' | 'requires_action' | 'pending';
  /** The gateway's id for the payment (a PaymentIntent id); null where it keeps none. */
  providerPaymentId: string | null;
  /** For a client-side confirmation (Stripe.js). */
  clientSecret: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  failureReason: string | null;
}

/** What the gateway reports about a payment it was asked to confirm or told us about. */
export interface PaymentEvent {
  id: string;
  kind: 'payment-succeeded' | 'payment-failed' | 'other';
  providerPaymentId: string | null;
  orderId: string | null;
  /** Minor units of `currency`, as received. */
  amountMinor: number | null;
  /** ISO 4217, upper case. */
  currency: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  failureMessage: string | null;
}

export type ConfirmInput =
  /** The sandbox's 3-D Secure step: the traveller approved or refused. */
  | { approve: boolean; providerPaymentId: string | null }
  /** A signed webhook: the exact raw bytes and their signature header. */
  | { rawBody: Buffer; signature: string };

/**
 * One way to take and give back money. Checkout talks to every gateway through this; the
 * sandbox and Stripe are the two implementations (PAYMENT_GATEWAY chooses which one new orders use).
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** Starts (or, for a test card, completes) a payment for an order's total. */
  create(input: {
    orderId: string;
    money: Money;
    email: string;
    cardNumber?: string | undefined;
  }): Promise<GatewayPayment>;
  /** How a started payment ended; throws when a webhook's signature is forged or stale. */
  confirm(input: ConfirmInput): Promise<PaymentEvent>;
  /**
   * Gives money back: one refund of Tern's ledger. Idempotent by `refundId`: asking twice refunds
   * once (Stripe's idempotency key), whatever retries or crashes happen between.
   */
  refund(input: {
    refundId: string;
    orderId: string;
    providerPaymentId: string | null;
    money: Money;
  }): Promise<{ refundId: string }>;
}
