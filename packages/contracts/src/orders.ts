import { z } from 'zod';
import {
  AttractionTicketLineInputSchema,
  AttractionTicketSchema,
  AttractionTicketSnapshotSchema,
} from './attractions';
import { ActivationPolicySchema, FairUseSchema } from './bundles';
import {
  CurrencyCodeSchema,
  LatitudeSchema,
  LineCancellationSchema,
  LOCALES,
  LocaleSchema,
  LocalNameSchema,
  LongitudeSchema,
  MoneySchema,
} from './common';
import {
  AirportServiceDeliverySchema,
  AirportServiceSnapshotSchema,
  FastTrackLineInputSchema,
  LoungePassLineInputSchema,
} from './dragonpass';
import {
  ESIM_STATES,
  EsimBundleStateSchema,
  EsimTopupLineInputSchema,
  EsimUsageSchema,
  SelfRefundReasonSchema,
  SelfRefundSchema,
} from './esims';
import { BundleIdSchema, OrderIdSchema, PaymentIdSchema } from './ids';
import { OrderDiscountSchema } from './promotions';
import { PaymentGatewayTypeSchema } from './settings';

/** Where the buyer is: both or neither (spec §5); an eSIM line needs them (LOCATION_REQUIRED). */
const BuyerLocationSchema = {
  latitude: LatitudeSchema.optional(),
  longitude: LongitudeSchema.optional(),
};

/**
 * One line to buy, by product kind. The client names the product and how many; the server prices
 * it. Later kinds (lounge_pass, fast_track, …) join this union; an unknown kind is a 400.
 */
export const EsimPlanLineInputSchema = z.object({
  kind: z.literal('esim_plan'),
  bundleId: BundleIdSchema,
  /** One eSIM per purchase (spec §9). */
  quantity: z.literal(1, { error: 'quantity must be 1' }).default(1),
});
export const OrderLineInputSchema = z.discriminatedUnion(
  'kind',
  [
    EsimPlanLineInputSchema,
    EsimTopupLineInputSchema,
    LoungePassLineInputSchema,
    FastTrackLineInputSchema,
    AttractionTicketLineInputSchema,
  ],
  {
    error: 'kind must be one of: esim_plan, esim_topup, lounge_pass, fast_track, attraction_ticket',
  },
);
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

const bothOrNeither = (body: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (body.latitude === undefined) === (body.longitude === undefined);
const bothOrNeitherIssue = {
  error: 'latitude and longitude go together: send both or neither',
  path: ['latitude'],
};

/** The site's language when ordering: the order's e-mails (receipt, refunds) are written in it. */
const OrderLocaleSchema = LocaleSchema.describe(
  'Language the order was placed in; its receipt and refund e-mails are written in it',
);

/** The general form: any number of lines of any kind, in the currency the traveller sees. */
export const CreateOrderLinesBodySchema = z
  .object({
    lines: z.array(OrderLineInputSchema).min(1, { error: 'lines must not be empty' }).max(10),
    /** The currency the traveller saw prices in; the order is charged in it. */
    currency: CurrencyCodeSchema.optional(),
    locale: OrderLocaleSchema,
    ...BuyerLocationSchema,
  })
  .refine(bothOrNeither, bothOrNeitherIssue);

/** The spec's form (§7 "Order creation": bundleId, quantity): one eSIM plan. */
export const CreateOrderSingleBodySchema = z
  .object({
    bundleId: BundleIdSchema,
    quantity: z.literal(1, { error: 'quantity must be 1' }).default(1),
    currency: CurrencyCodeSchema.optional(),
    locale: OrderLocaleSchema,
    ...BuyerLocationSchema,
  })
  .refine(bothOrNeither, bothOrNeitherIssue);

export const CreateOrderBodySchema = z.union([
  CreateOrderLinesBodySchema,
  CreateOrderSingleBodySchema,
]);
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;
/** The body as a client sends it: fields with a default (locale) may be left out. */
export type CreateOrderRequest = z.input<typeof CreateOrderBodySchema>;

/** An amount of money: `amount` in major units (12.5), `minor` in the currency's minor units. */

export const CreateOrderResponseSchema = z.object({
  data: z.object({
    orderId: z.string().uuid(),
    paymentGateway: PaymentGatewayTypeSchema,
    priceUsdCents: z
      .number()
      .int()
      .describe('The total in US cents (the add-to-cart value, spec §4: currency USD)'),
    total: MoneySchema.describe('What the order will charge, in its currency'),
  }),
});

/**
 * Order, line, payment and refund states. Each changes only through the order lifecycle's named
 * transitions (apps/api/src/modules/orders); the database columns are typed with these lists.
 */
export const ORDER_STATUSES = [
  'awaiting_payment',
  'paid',
  'waiting_for_stock',
  'fulfilled',
  'refunded',
  'cancelled',
] as const;
export const OrderStatusSchema = z
  .enum(ORDER_STATUSES)
  .describe(
    'awaiting_payment → paid → fulfilled (waiting_for_stock while nothing can be delivered yet); refunded: every line was refunded (see refunds for where the money is); cancelled: closed unpaid, by the traveller or when its places were held too long',
  );
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const ORDER_LINE_STATUSES = ['pending', 'fulfilled', 'refunded'] as const;
export const OrderLineStatusSchema = z
  .enum(ORDER_LINE_STATUSES)
  .describe(
    'pending until delivered; refunded when cancelled or when delivery gave up (the refund names why)',
  );
export type OrderLineStatus = z.infer<typeof OrderLineStatusSchema>;

export const PAYMENT_STATUSES = ['requires_action', 'succeeded', 'declined', 'refunded'] as const;
export const PaymentStatusSchema = z
  .enum(PAYMENT_STATUSES)
  .describe('refunded: all of it was given back; a partly refunded payment stays succeeded');
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const RefundStatusSchema = z
  .enum(REFUND_STATUSES)
  .describe(
    'pending: decided and on its way to the card; succeeded: the gateway took it; failed: the gateway refused it for good (our support team follows up)',
  );
export type RefundStatus = z.infer<typeof RefundStatusSchema>;

export const REFUND_REASONS = [
  'delivery_failed',
  'traveller_cancelled',
  'order_not_payable',
  'shop_refunded',
] as const;
export const RefundReasonSchema = z
  .enum(REFUND_REASONS)
  .describe(
    'delivery_failed: the line could not be delivered; traveller_cancelled: the traveller cancelled the line; order_not_payable: a payment arrived for an order that was already paid, cancelled or refunded; shop_refunded: the shop refunded the line from the back office',
  );
export type RefundReason = z.infer<typeof RefundReasonSchema>;

export const EsimDeliverySchema = z.object({
  iccid: z.string(),
  smdpAddress: z.string(),
  matchingId: z.string().describe('The activation code'),
  lpaString: z.string().describe('LPA:1$<SM-DP+>$<matching id>: the QR code content'),
  iosInstallUrl: z.string().describe('One-tap install on iOS 17.4 and later'),
  androidInstallUrl: z.string().describe('One-tap install on Android 10+ (Google)'),
});

/** What was sold, frozen at order time: a plan renamed or deleted later changes nothing here. */
export const EsimPlanSnapshotSchema = z.object({
  bundleId: z.string(),
  name: z.string(),
  dataAmount: z.number().int().describe('MB; -1 unlimited'),
  duration: z.number().int().describe('Days'),
  speed: z.array(z.string()),
  activationPolicy: ActivationPolicySchema,
  fairUse: FairUseSchema.nullable(),
  destination: z.object({
    name: z.string(),
    isoCode: z.string().nullable(),
    flagImageUrl: z.string(),
  }),
});
export type EsimPlanSnapshot = z.infer<typeof EsimPlanSnapshotSchema>;

/** A sold plan as a page shows it: the snapshot, with names in the locale the order is read in. */
export const EsimPlanViewSchema = EsimPlanSnapshotSchema.extend({
  localName: z.string().describe('The plan’s name in the requested locale (name for en)'),
  destination: EsimPlanSnapshotSchema.shape.destination.extend({ localName: LocalNameSchema }),
});
export type EsimPlanView = z.infer<typeof EsimPlanViewSchema>;

const OrderLineBaseSchema = z.object({
  id: z.string().uuid(),
  name: z.string().describe('From the snapshot taken at order time'),
  quantity: z.number().int(),
  unitAmount: MoneySchema,
  amount: MoneySchema.describe('unitAmount × quantity'),
  status: OrderLineStatusSchema,
});

export const EsimPlanLineSchema = OrderLineBaseSchema.extend({
  kind: z.literal('esim_plan'),
  product: EsimPlanViewSchema,
  delivery: EsimDeliverySchema.nullable().describe('The eSIM, once fulfilled'),
  usage: EsimUsageSchema.nullable().describe('State and data used and left, once delivered'),
  refund: SelfRefundSchema.describe(
    'Whether the traveller may give it back themselves: never installed, within 30 days',
  ),
});

export type EsimPlanLine = z.infer<typeof EsimPlanLineSchema>;

/** The eSIM a top-up is added to, frozen with the plan when it was bought. */
export const EsimTopupTargetSchema = z.object({
  esimId: z.string().uuid(),
  orderId: z.string().uuid().describe('The order that bought the eSIM (its page)'),
  iccid: z.string(),
  destinationName: z.string(),
});
export const EsimTopupSnapshotSchema = EsimPlanSnapshotSchema.extend({
  target: EsimTopupTargetSchema,
});
export type EsimTopupSnapshot = z.infer<typeof EsimTopupSnapshotSchema>;
export const EsimTopupViewSchema = EsimPlanViewSchema.extend({
  target: EsimTopupTargetSchema.extend({ destinationLocalName: LocalNameSchema }),
});
export type EsimTopupView = z.infer<typeof EsimTopupViewSchema>;

/** One more plan on an eSIM the traveller has: no new QR code, the same profile. */
export const EsimTopupLineSchema = OrderLineBaseSchema.extend({
  kind: z.literal('esim_topup'),
  product: EsimTopupViewSchema,
  delivery: z.object({ addedAt: z.string() }).nullable().describe('Once the plan is on the eSIM'),
  refund: SelfRefundSchema.describe('Whether it can be given back: not started, within 30 days'),
});
export type EsimTopupLine = z.infer<typeof EsimTopupLineSchema>;

/** A lounge pass or fast-track line: the booking as made, its e-pass once booked, cancellation. */
const airportLineFields = {
  product: AirportServiceSnapshotSchema,
  delivery: AirportServiceDeliverySchema.nullable().describe('The e-pass, once booked'),
  cancellation: LineCancellationSchema,
};
export const LoungePassLineSchema = OrderLineBaseSchema.extend({
  kind: z.literal('lounge_pass'),
  ...airportLineFields,
});
export const FastTrackLineSchema = OrderLineBaseSchema.extend({
  kind: z.literal('fast_track'),
  ...airportLineFields,
});
export type AirportLine =
  | z.infer<typeof LoungePassLineSchema>
  | z.infer<typeof FastTrackLineSchema>;

/** The free travel data a ticket includes: an eSIM for the attraction's country, at no charge. */
export const FreeDataSchema = z.object({
  plan: EsimPlanViewSchema,
  esim: EsimDeliverySchema.nullable().describe('Once delivered'),
});
export type FreeData = z.infer<typeof FreeDataSchema>;

export const AttractionTicketDeliverySchema = z.object({
  tickets: z.array(AttractionTicketSchema).describe('One per person'),
  supplierReference: z.string().describe("The attraction operator's booking reference"),
  freeData: FreeDataSchema.nullable().describe('Null when the attraction includes no data'),
});
export type AttractionTicketDelivery = z.infer<typeof AttractionTicketDeliverySchema>;

/** An attraction or tour booking: the visit as booked, its tickets once confirmed. */
export const AttractionTicketLineSchema = OrderLineBaseSchema.extend({
  kind: z.literal('attraction_ticket'),
  product: AttractionTicketSnapshotSchema,
  delivery: AttractionTicketDeliverySchema.nullable().describe('The tickets, once confirmed'),
  cancellation: LineCancellationSchema,
});
export type AttractionTicketLine = z.infer<typeof AttractionTicketLineSchema>;

/** One line per product bought; the view each kind supplies. Later kinds join this union. */
export const OrderLineSchema = z.discriminatedUnion('kind', [
  EsimPlanLineSchema,
  EsimTopupLineSchema,
  LoungePassLineSchema,
  FastTrackLineSchema,
  AttractionTicketLineSchema,
]);
export type OrderLine = z.infer<typeof OrderLineSchema>;
export type OrderLineKind = OrderLine['kind'];

/** A refund in the ledger: one row per line refunded (or per payment the order could not take). */
export const OrderRefundSchema = z.object({
  id: z.string().uuid(),
  lineId: z
    .string()
    .uuid()
    .nullable()
    .describe('The line refunded; null for a payment refunded whole (reason order_not_payable)'),
  amount: MoneySchema.describe('What goes back to the card, in the currency it was charged in'),
  reason: RefundReasonSchema,
  travellerReason: SelfRefundReasonSchema.nullable().describe(
    'What the traveller said when they gave an eSIM or top-up back',
  ),
  status: RefundStatusSchema,
  createdAt: z.string().describe('When the refund was decided'),
  settledAt: z.string().nullable().describe('When the gateway accepted or refused it'),
});
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

export const OrderPaymentSchema = z.object({
  status: PaymentStatusSchema,
  amount: MoneySchema.describe('What was charged (or asked for), in the order currency'),
  refunded: MoneySchema.describe('How much of it the refunds give back'),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

export const OrderSchema = z.object({
  id: z.string().uuid(),
  status: OrderStatusSchema,
  createdAt: z.string(),
  paymentGateway: PaymentGatewayTypeSchema,
  email: z.string(),
  price: z
    .object({
      amount: z
        .number()
        .describe('The total in the order currency (kept for older clients; see total)'),
      currencyCode: z.string(),
      usdCents: z.number().int().describe('The total in US cents at the rate fixed at order time'),
    })
    .describe('Deprecated: read total (and priceUsdCents when the order is created)'),
  bundle: z
    .object({
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
    })
    .nullable()
    .meta({ deprecated: true })
    .describe(
      'Deprecated, for older clients: the first eSIM line’s plan (lines[].product); null when the order has no eSIM',
    ),
  payment: OrderPaymentSchema.nullable().describe(
    'The latest payment attempt: its status, what it charged and how much was refunded',
  ),
  esim: EsimDeliverySchema.nullable()
    .meta({ deprecated: true })
    .describe('Deprecated, for older clients: the first eSIM line’s eSIM (lines[].delivery)'),
  lines: z.array(OrderLineSchema),
  refunds: z.array(OrderRefundSchema).describe('Every refund of this order, oldest first'),
  subtotal: MoneySchema,
  discounts: z
    .array(OrderDiscountSchema)
    .describe('The codes applied, each with what it takes off'),
  discount: MoneySchema.describe('Sum of the discounts'),
  total: MoneySchema.describe('What is charged, in the order currency'),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ data: z.object({ order: OrderSchema }) });
export const OrderParamsSchema = z.object({ orderId: OrderIdSchema });
/** Reading an order: plans and destinations are named in `locale` (issue 26). */
export const OrderViewQuerySchema = z.object({
  locale: z
    .enum(LOCALES)
    .optional()
    .describe('Language plans are named in; default: the one the order was placed in'),
});
/**
 * `POST /v1/orders/{orderId}/reprice`: an unpaid order priced again in another currency at the
 * rates in force; it will be charged in it. Refused (409) once paid or while a 3-D Secure step is
 * open for the old price. Reading an order never re-prices it.
 */
export const RepriceOrderBodySchema = z.object({
  currency: CurrencyCodeSchema.describe('The currency the traveller now sees prices in'),
});
export type RepriceOrderBody = z.infer<typeof RepriceOrderBodySchema>;

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

export const PaymentParamsSchema = z.object({ paymentId: PaymentIdSchema });
export const ConfirmPaymentBodySchema = z.object({
  approve: z.boolean({ error: 'approve must be true or false' }),
});

/** Spec §3 "Ordered eSIM group", with what the history page shows beside it. */
export const OrderedEsimSchema = z.object({
  orderId: z.string().uuid(),
  esimId: z.string().uuid().nullable().describe('Null until delivered'),
  countryName: z.string(),
  countryLocalName: LocalNameSchema,
  countryflagImageUrl: z.string(),
  commbitzFlagImageUrlFull: z.string(),
  salePlanDays: z.number().int(),
  status: z
    .enum(['preparing', ...ESIM_STATES, 'refunded'])
    .describe(
      'preparing: paid, not delivered yet; then the eSIM’s state as last read (EsimState); refunded: given back',
    ),
  iccid: z.string().nullable(),
  readAt: z.string().nullable().describe('When usage was last read; up to 2 hours late'),
  bundles: z.array(
    z.object({
      lineId: z.string().uuid().describe('The order line that bought this plan'),
      name: z.string(),
      localName: z.string().describe('The plan’s name in the requested locale (name for en)'),
      topUp: z.boolean(),
      state: EsimBundleStateSchema.nullable().describe('Null until delivered'),
      initialQuantity: z.number().int().describe('MB; -1 unlimited'),
      remainingQuantity: z
        .number()
        .int()
        .nullable()
        .describe('MB; -1 unlimited; null until delivered'),
      expiresAt: z.string().nullable(),
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

/**
 * `POST /v1/orders/{orderId}/lines/{lineId}/cancel` (body `{ reason }`, optional): cancels a
 * paid line where its kind allows it: a lounge or fast-track pass until 24 h before the slot, an
 * eSIM never installed or a top-up not started within 30 days (voided with the provider first).
 * The line's amount is refunded through the order's gateway and an e-mail is sent. A repeated call
 * answers the same without refunding again. Otherwise 409 CANCELLATION_CLOSED with why; another
 * traveller's line: 404.
 */
export const CancelLineParamsSchema = z.object({
  orderId: OrderIdSchema,
  lineId: z.string().uuid({ error: 'lineId must be a UUID' }),
});
export const CancelLineResponseSchema = z.object({
  data: z.object({
    orderId: z.string().uuid(),
    lineId: z.string().uuid(),
    lineStatus: OrderLineStatusSchema,
    orderStatus: OrderStatusSchema,
    refund: MoneySchema.describe('What was returned to the card for this line'),
    cancelledAt: z.string(),
  }),
});
export type CancelLineResponse = z.infer<typeof CancelLineResponseSchema>;

/**
 * `GET /v1/attractions/tickets`: the signed-in traveller's ticket bookings in paid orders, the
 * soonest visit first (the profile lists them beside eSIMs and passes).
 */
export const TicketBookingListItemSchema = z.object({
  orderId: z.string().uuid(),
  lineId: z.string().uuid(),
  status: OrderLineStatusSchema,
  booking: AttractionTicketSnapshotSchema,
  delivery: AttractionTicketDeliverySchema.nullable(),
  cancellation: LineCancellationSchema,
});
export type TicketBookingListItem = z.infer<typeof TicketBookingListItemSchema>;
/** The ticket list: a ticket's free data is named in `locale`. */
export const TicketBookingListQuerySchema = z.object({ locale: LocaleSchema });
export const TicketBookingListResponseSchema = z.object({
  data: z.object({ bookings: z.array(TicketBookingListItemSchema) }),
  count: z.number().int(),
});
export type TicketBookingListResponse = z.infer<typeof TicketBookingListResponseSchema>;
