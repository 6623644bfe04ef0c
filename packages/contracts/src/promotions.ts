import {
  DISCOUNT_TYPES,
  isIsoDate,
  PROMO_FIELD_TYPES,
  PROMO_TEXT_MAX,
  promoDefinitionProblems,
} from '@tern/domain';
import { z } from 'zod';
import { LocaleSchema, LocalNameSchema, MoneySchema, plainText } from './common';
import { OrderIdSchema } from './ids';

/**
 * Promotions (spec §3 coupon response, partner, promo form; §7 coupon validate, partner details,
 * promo form submit). Codes are case-insensitive: they are stored and compared in upper case.
 */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
export const CouponCodeSchema = z
  .string()
  .trim()
  .min(1, { error: 'please enter coupon code' })
  .max(40, { error: 'couponCode must be at most 40 characters' })
  .transform((code) => code.toUpperCase())
  .pipe(
    z.string().regex(COUPON_CODE_PATTERN, {
      error: 'couponCode must be 3 to 40 letters, digits or hyphens',
    }),
  );

export const PARTNER_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,31}$/;
export const PartnerCodeSchema = z
  .string()
  .trim()
  .max(32, { error: 'partnerCode must be at most 32 characters' })
  .transform((code) => code.toUpperCase())
  .pipe(
    z.string().regex(PARTNER_CODE_PATTERN, {
      error: 'partnerCode must be 2 to 32 letters, digits or hyphens',
    }),
  );

/** The site the app sends in X-Site-Id; APP10 (spec §1, §9) is honoured for it alone. */
export const APP_SITE_ID = 'tern-app';
/** Spec §1, §9: 10 % off when buying through the app. */
export const APP_COUPON_CODE = 'APP10';

export const DiscountTypeSchema = z.enum(DISCOUNT_TYPES, {
  error: 'type must be percent, fixed or free_product',
});
export const COUPON_STATUSES = ['active', 'paused'] as const;
export const CouponStatusSchema = z.enum(COUPON_STATUSES, {
  error: 'status must be active or paused',
});
export type CouponStatus = z.infer<typeof CouponStatusSchema>;

/** Where a code was entered (spec §7 promo form submit: source 'web'). */
export const PromoSourceSchema = z.enum(['web', 'app'], { error: 'source must be web or app' });

const IsoDateSchema = (name: string) =>
  z.string().refine(isIsoDate, { error: `${name} must be a calendar date YYYY-MM-DD` });

export const PromoFieldSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, { error: 'field id must be letters, digits or _' }),
    type: z.enum(PROMO_FIELD_TYPES, {
      error: 'field type must be text, email, phone, date or country',
    }),
    label: plainText('label').trim().min(1, { error: 'label is required' }).max(80),
    required: z.boolean().default(false),
    maxLength: z.number().int().min(1).max(PROMO_TEXT_MAX).optional(),
    minDate: IsoDateSchema('minDate').optional(),
    maxDate: IsoDateSchema('maxDate').optional(),
  })
  .describe('Spec §3: a promo form field');
export type PromoField = z.infer<typeof PromoFieldSchema>;

export const PromoFormSchema = z
  .object({
    title: plainText('title').trim().min(1, { error: 'title is required' }).max(120),
    fields: z.array(PromoFieldSchema).min(1).max(20),
  })
  .superRefine((form, ctx) => {
    for (const problem of promoDefinitionProblems(form.fields))
      ctx.addIssue({ code: 'custom', message: problem, path: ['fields'] });
  });
export type PromoForm = z.infer<typeof PromoFormSchema>;

/** Spec §3 Partner: name, logoUrl, dataAmount (MB), plus the destination the data is for. */
export const PartnerSchema = z.object({
  partnerCode: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable().describe('A data: URL (PNG, JPEG or WebP), or null'),
  dataAmount: z.number().int().describe('MB of free data'),
  destination: z.object({
    id: z.string(),
    name: z.string().describe('English, as plan searches and paths use it'),
    localName: LocalNameSchema,
    flagImageUrl: z.string(),
    /** The plans page of the destination (thank-you 'Done' and 'View more'). */
    slug: z.string(),
  }),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const PartnerParamsSchema = z.object({ partnerCode: PartnerCodeSchema });
export const PartnerQuerySchema = z.object({ locale: LocaleSchema });
export const PartnerDetailsResponseSchema = z.object({
  data: z.object({ partner: PartnerSchema, form: PromoFormSchema }),
});
export type PartnerDetails = z.infer<typeof PartnerDetailsResponseSchema>['data'];

export const CouponValidateBodySchema = z.object({ couponCode: CouponCodeSchema });

/**
 * Spec §3 coupon response. A code that cannot be used is `isValid: false` with the reason in
 * words; each such answer counts towards the failed-attempt limit (then 429).
 */
export const CouponValidateResponseSchema = z.object({
  data: z.object({
    isValid: z.boolean(),
    reason: z.string().nullable().describe('Why the code cannot be used; null when it can'),
    message: z.string(),
    coupon: z
      .object({
        couponCode: z.string(),
        partnerCode: z.string().nullable(),
        source: PromoSourceSchema,
        userId: z.string().nullable(),
        summary: z.string().describe('What the code gives, e.g. "10% off any order"'),
      })
      .nullable(),
  }),
});
export type CouponValidation = z.infer<typeof CouponValidateResponseSchema>['data'];

/** Spec §7 promo form submit. The identity fields repeat the form's values of the same ids. */
export const PromoSubmissionBodySchema = z.object({
  couponCode: CouponCodeSchema,
  partnerCode: PartnerCodeSchema,
  source: PromoSourceSchema,
  formData: z
    .array(
      z.object({
        id: z.string().max(40),
        value: plainText('value').max(PROMO_TEXT_MAX, {
          error: `value must be at most ${PROMO_TEXT_MAX} characters`,
        }),
      }),
    )
    .max(20),
  firstName: plainText('firstName').trim().min(1, { error: 'firstName is required' }).max(100),
  lastName: plainText('lastName').trim().min(1, { error: 'lastName is required' }).max(100),
  email: z.string().trim().max(254),
  phoneNumber: z.string().trim().max(20).describe('E.164'),
  userId: z.string().uuid().optional().describe('Ignored: the session says who submits'),
  locale: LocaleSchema.describe('Language of the site: the free order and its e-mails use it'),
});
export type PromoSubmissionBody = z.infer<typeof PromoSubmissionBodySchema>;
/** The body as a client sends it: fields with a default (locale) may be left out. */
export type PromoSubmissionRequest = z.input<typeof PromoSubmissionBodySchema>;

export const PromoSubmissionResponseSchema = z.object({
  data: z.object({
    message: z.string(),
    submissionId: z.string().uuid(),
    /** The free order: its eSIM is delivered like any purchase. */
    orderId: z.string().uuid(),
  }),
});

/** A discount on an order, as its owner sees it. */
export const OrderDiscountSchema = z.object({
  code: z.string(),
  description: z.string(),
  amount: MoneySchema,
});
export type OrderDiscount = z.infer<typeof OrderDiscountSchema>;

export const ApplyDiscountBodySchema = z.object({ code: CouponCodeSchema });
export const DiscountParamsSchema = z.object({
  orderId: OrderIdSchema,
  code: CouponCodeSchema,
});
