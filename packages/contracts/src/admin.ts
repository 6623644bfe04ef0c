import { z } from 'zod';
import { plainText } from './common';
import { OrderIdSchema, OrderLineIdSchema } from './ids';
import { OrderSchema } from './orders';
import {
  CouponCodeSchema,
  CouponStatusSchema,
  DiscountTypeSchema,
  PartnerCodeSchema,
  PartnerSchema,
  PromoFormSchema,
} from './promotions';

/**
 * The back office (`/v1/admin/*`): admins only (403 for anyone else), never cached. Every change
 * is written to the audit log. Amounts the shop owner types are in US dollars (cents here); the
 * API converts them at each order's rates.
 */
const PageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
};

const IdList = (name: string) =>
  z
    .array(z.string().trim().min(1).max(64))
    .max(200, { error: `${name} has at most 200 entries` })
    .nullable()
    .default(null);

/** The rules of a coupon, shared by a single code and a batch of single-use codes. */
export const CouponTermsBodySchema = z
  .object({
    description: plainText('description').trim().min(1).max(200),
    type: DiscountTypeSchema,
    percentOff: z.number().int().min(1).max(100).nullable().default(null),
    amountOffUsdCents: z.number().int().min(1).max(10_000_000).nullable().default(null),
    freeBundleId: z.string().trim().max(64).nullable().default(null),
    partnerCode: PartnerCodeSchema.nullable().default(null),
    minSpendUsdCents: z.number().int().min(1).max(10_000_000).nullable().default(null),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    maxRedemptions: z.number().int().min(1).max(10_000_000).nullable().default(null),
    maxPerTraveller: z.number().int().min(1).max(1000).nullable().default(1),
    kinds: IdList('kinds'),
    destinationIds: IdList('destinationIds'),
    productRefs: IdList('productRefs'),
    siteIds: IdList('siteIds'),
    combinable: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const need = (ok: boolean, message: string, path: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', message, path: [path] });
    };
    need(
      body.type !== 'percent' || body.percentOff !== null,
      'percentOff is required',
      'percentOff',
    );
    need(
      body.type !== 'fixed' || body.amountOffUsdCents !== null,
      'amountOffUsdCents is required',
      'amountOffUsdCents',
    );
    need(
      body.type !== 'free_product' || body.freeBundleId !== null || body.partnerCode !== null,
      'freeBundleId (or partnerCode) is required',
      'freeBundleId',
    );
    need(
      !body.startsAt || !body.endsAt || body.startsAt < body.endsAt,
      'endsAt must be after startsAt',
      'endsAt',
    );
  });
export type CouponTermsBody = z.infer<typeof CouponTermsBodySchema>;

export const CreateCouponBodySchema = z.intersection(
  CouponTermsBodySchema,
  z.object({
    code: CouponCodeSchema.optional().describe('Random (80 bits) when left out'),
  }),
);
export type CreateCouponBody = z.infer<typeof CreateCouponBodySchema>;

/** Single-use codes in a batch: random, 80 bits each, exported as CSV. */
export const CreateCouponBatchBodySchema = z.intersection(
  CouponTermsBodySchema,
  z.object({
    count: z.number().int().min(1).max(5000),
    prefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{0,8}$/, { error: 'prefix is up to 8 letters or digits' })
      .default(''),
  }),
);

export const AdminCouponSchema = z.object({
  id: z.string().uuid(),
  code: z.string(),
  description: z.string(),
  type: DiscountTypeSchema,
  percentOff: z.number().int().nullable(),
  amountOffUsdCents: z.number().int().nullable(),
  freeBundleId: z.string().nullable(),
  partnerCode: z.string().nullable(),
  minSpendUsdCents: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  maxPerTraveller: z.number().int().nullable(),
  kinds: z.array(z.string()).nullable(),
  destinationIds: z.array(z.string()).nullable(),
  productRefs: z.array(z.string()).nullable(),
  siteIds: z.array(z.string()).nullable(),
  combinable: z.boolean(),
  status: CouponStatusSchema,
  batchId: z.string().uuid().nullable(),
  /** Redeemed by paid orders, and held by unpaid ones. */
  uses: z.object({ redeemed: z.number().int(), held: z.number().int() }),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponListQuerySchema = z.object({
  ...PageQuery,
  search: plainText('search').trim().max(40).optional(),
  status: CouponStatusSchema.optional(),
  batchId: z.string().uuid().optional(),
});
export const AdminCouponListResponseSchema = z.object({
  data: z.object({ coupons: z.array(AdminCouponSchema), count: z.number().int() }),
});
export const AdminCouponResponseSchema = z.object({
  data: z.object({ coupon: AdminCouponSchema }),
});
export const AdminCouponBatchResponseSchema = z.object({
  data: z.object({
    batchId: z.string().uuid(),
    count: z.number().int(),
    codes: z.array(z.string()),
  }),
});
export const AdminCouponParamsSchema = z.object({ couponId: z.string().uuid() });
export const AdminBatchParamsSchema = z.object({ batchId: z.string().uuid() });
export const UpdateCouponBodySchema = z.object({ status: CouponStatusSchema });

export const AdminRedemptionSchema = z.object({
  orderId: z.string().uuid(),
  email: z.string(),
  status: z.enum(['held', 'redeemed', 'released']),
  amount: z.object({ minor: z.number().int(), currencyCode: z.string() }),
  createdAt: z.string(),
});
export const AdminRedemptionListResponseSchema = z.object({
  data: z.object({ redemptions: z.array(AdminRedemptionSchema) }),
});

/** A logo as a data: URL, PNG, JPEG or WebP, at most 200 kB. */
export const LogoDataUrlSchema = z
  .string()
  .max(280_000, { error: 'logo must be at most 200 kB' })
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, {
    error: 'logo must be a PNG, JPEG or WebP image (a data: URL)',
  });

export const PartnerBodySchema = z.object({
  name: plainText('name').trim().min(1).max(80),
  logoUrl: LogoDataUrlSchema.nullable().default(null),
  dataAmount: z.number().int().min(100).max(100_000).describe('MB'),
  destinationId: z.string().trim().min(1).max(64).describe('A country id from GET /v1/countries'),
  form: PromoFormSchema,
  active: z.boolean().default(true),
});
export type PartnerBody = z.infer<typeof PartnerBodySchema>;
export const CreatePartnerBodySchema = PartnerBodySchema.extend({ partnerCode: PartnerCodeSchema });

export const AdminPartnerSchema = PartnerSchema.extend({
  active: z.boolean(),
  form: PromoFormSchema,
  /** The plan the free data is delivered as (the destination's plan with the data amount). */
  bundleId: z.string().nullable(),
  submissions: z.number().int(),
  createdAt: z.string(),
});
export const AdminPartnerListResponseSchema = z.object({
  data: z.object({ partners: z.array(AdminPartnerSchema) }),
});
export const AdminPartnerResponseSchema = z.object({
  data: z.object({ partner: AdminPartnerSchema }),
});
export const AdminPartnerParamsSchema = z.object({ partnerCode: PartnerCodeSchema });

export const AdminSubmissionSchema = z.object({
  id: z.string().uuid(),
  partnerCode: z.string(),
  couponCode: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  source: z.string(),
  formData: z.array(z.object({ id: z.string(), value: z.string() })),
  orderId: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export const AdminSubmissionListQuerySchema = z.object({
  ...PageQuery,
  partnerCode: PartnerCodeSchema.optional(),
});
export const AdminSubmissionCsvQuerySchema = z.object({
  partnerCode: PartnerCodeSchema.optional(),
});
export const AdminSubmissionListResponseSchema = z.object({
  data: z.object({ submissions: z.array(AdminSubmissionSchema), count: z.number().int() }),
});

export const AdminOrderSearchQuerySchema = z.object({
  query: plainText('query')
    .trim()
    .min(3, { error: 'query must be an order id or an e-mail address' })
    .max(254),
});
export const AdminOrderSummarySchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  status: z.string(),
  total: z.object({ amount: z.number(), minor: z.number().int(), currencyCode: z.string() }),
  createdAt: z.string(),
});
export const AdminOrderSearchResponseSchema = z.object({
  data: z.object({ orders: z.array(AdminOrderSummarySchema) }),
});
export const AdminOrderParamsSchema = z.object({ orderId: OrderIdSchema });
export const AdminOrderPaymentSchema = z.object({
  id: z.string().uuid(),
  provider: z.string(),
  status: z.string(),
  amount: z.object({ minor: z.number().int(), currencyCode: z.string() }),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export const AdminOrderResponseSchema = z.object({
  data: z.object({
    order: OrderSchema.describe(
      'The order as its traveller sees it, except that every eSIM activation code, LPA string and install link is empty: only the owner sees those. ICCID and SM-DP+ address stay',
    ),
    payments: z.array(AdminOrderPaymentSchema),
  }),
});
export const AdminRefundLineParamsSchema = z.object({
  orderId: OrderIdSchema,
  lineId: OrderLineIdSchema,
});
export const AdminRefundLineBodySchema = z.object({
  note: plainText('note').trim().min(1, { error: 'note is required' }).max(500),
});

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export const AuditListResponseSchema = z.object({
  data: z.object({ entries: z.array(AuditEntrySchema), count: z.number().int() }),
});
export const AuditListQuerySchema = z.object({ ...PageQuery });
