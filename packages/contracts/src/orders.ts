import { z } from 'zod';
import { ActivationPolicySchema, FairUseSchema } from './bundles';
import { CurrencyCodeSchema } from './common';
import { PaymentGatewayTypeSchema } from './settings';

export const CreateOrderBodySchema = z.object({
  bundleId: z
    .string()
    .min(1, { error: 'bundleId is required' })
    .max(100)
    .regex(/^[a-z0-9_]+$/, { error: 'bundleId is not a plan id' }),
  /** One eSIM per purchase (spec §9). */
  quantity: z.literal(1, { error: 'quantity must be 1' }).default(1),
  /** The currency the traveller saw prices in; the charge itself is decided by the server. */
  currency: CurrencyCodeSchema.optional(),
});

export const CreateOrderResponseSchema = z.object({
  data: z.object({
    orderId: z.string().uuid(),
    paymentGateway: PaymentGatewayTypeSchema,
    priceUsdCents: z
      .number()
      .int()
      .describe('What the order will charge, in US cents (the add-to-cart value)'),
  }),
});

export const OrderStatusSchema = z
  .enum(['awaiting_payment', 'paid', 'waiting_for_stock', 'fulfilled', 'provisioning_failed'])
  .describe('provisioning_failed orders are flagged for a refund; the traveller sees "preparing"');

export const EsimDeliverySchema = z.object({
  iccid: z.string(),
  smdpAddress: z.string(),
  matchingId: z.string().describe('The activation code'),
  lpaString: z.string().describe('LPA:1$<SM-DP+>$<matching id>: the QR code content'),
  iosInstallUrl: z.string().describe('One-tap install on iOS 17.4 and later'),
  androidInstallUrl: z.string().describe('One-tap install on Android 10+ (Google)'),
});

export const OrderSchema = z.object({
  id: z.string().uuid(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  paymentGateway: PaymentGatewayTypeSchema,
  email: z.string(),
  price: z.object({
    amount: z.number().describe('In the currency the traveller chose'),
    currencyCode: z.string(),
    usdCents: z.number().int().describe('What is charged, in US cents'),
  }),
  bundle: z.object({
    _id: z.string(),
    name: z.string(),
    dataAmount: z.number().int(),
    duration: z.number().int(),
    speed: z.array(z.string()),
    activationPolicy: ActivationPolicySchema,
    fairUse: FairUseSchema.nullable(),
    destination: z.object({
      name: z.string(),
      isoCode: z.string().nullable(),
      flagImageUrl: z.string(),
    }),
  }),
  payment: z
    .object({
      status: z.string(),
      cardBrand: z.string().nullable(),
      cardLast4: z.string().nullable(),
    })
    .nullable(),
  esim: EsimDeliverySchema.nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ data: z.object({ order: OrderSchema }) });
export const OrderParamsSchema = z.object({
  orderId: z.string().uuid({ error: 'orderId must be a UUID' }),
});
/** The checkout shows the price in the currency the traveller picks now, not only at ordering. */
export const OrderQuerySchema = z.object({
  currency: CurrencyCodeSchema.optional().describe(
    "Shows price.amount in this currency (today's rate); usdCents, the charge, is unchanged",
  ),
});

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The sandbox's hosted card form. The number is checked, used once, and never stored. */
export const SandboxPaymentBodySchema = z
  .object({
    cardNumber: z
      .string()
      .max(23)
      .transform(digitsOnly)
      .pipe(z.string().regex(/^\d{12,19}$/, { error: 'card number must be 12 to 19 digits' })),
    expMonth: z.coerce.number().int().min(1).max(12),
    expYear: z.coerce.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, { error: 'cvc must be 3 or 4 digits' }),
    holderName: z.string().trim().min(1, { error: 'holderName is required' }).max(100),
  })
  .refine((card) => new Date(card.expYear, card.expMonth) > new Date(), {
    error: 'the card has expired',
    path: ['expYear'],
  });

export const PaymentOutcomeSchema = z.object({
  data: z.object({
    paymentId: z.string().uuid(),
    status: z.enum(['succeeded', 'declined', 'requires_action']),
    message: z
      .string()
      .nullable()
      .describe('Why a card was declined, in words a traveller can act on'),
    orderStatus: OrderStatusSchema,
  }),
});
export type PaymentOutcome = z.infer<typeof PaymentOutcomeSchema>;

export const PaymentParamsSchema = z.object({
  paymentId: z.string().uuid({ error: 'paymentId must be a UUID' }),
});
export const ConfirmPaymentBodySchema = z.object({
  approve: z.boolean({ error: 'approve must be true or false' }),
});

/** Spec §3 "Ordered eSIM group", with what the history page shows beside it. */
export const OrderedEsimSchema = z.object({
  orderId: z.string().uuid(),
  countryName: z.string(),
  countryflagImageUrl: z.string(),
  commbitzFlagImageUrlFull: z.string(),
  salePlanDays: z.number().int(),
  status: z
    .enum(['preparing', 'ready', 'active', 'expired'])
    .describe('ready: delivered, not used yet'),
  iccid: z.string().nullable(),
  bundles: z.array(
    z.object({
      name: z.string(),
      initialQuantity: z.number().int().describe('MB; -1 unlimited'),
      remainingQuantity: z
        .number()
        .int()
        .nullable()
        .describe('MB; -1 unlimited; null until delivered'),
    }),
  ),
  purchasedAt: z.string(),
});
export type OrderedEsim = z.infer<typeof OrderedEsimSchema>;

export const OrderedEsimsResponseSchema = z.object({
  data: z.object({ esims: z.array(OrderedEsimSchema) }),
  count: z.number().int(),
});
export type OrderedEsimsResponse = z.infer<typeof OrderedEsimsResponseSchema>;

export const StripePaymentStartResponseSchema = z.object({
  data: z.object({
    paymentId: z.string().uuid(),
    clientSecret: z.string().describe('For Stripe.js on the checkout page'),
  }),
});

export const WebhookAckSchema = z.object({
  data: z.object({ received: z.literal(true), duplicate: z.boolean() }),
});
