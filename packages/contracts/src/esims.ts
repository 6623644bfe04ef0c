import { z } from 'zod';
import { CurrencyCodeSchema, LocaleSchema } from './common';
import { BundleIdSchema } from './ids';

/**
 * An eSIM's state as its provider last reported it (issue 25). voided: given back with its
 * refund, it can never connect again.
 */
export const ESIM_STATES = [
  'not_installed',
  'installed',
  'active',
  'used_up',
  'expired',
  'voided',
] as const;
export const EsimStateSchema = z
  .enum(ESIM_STATES)
  .describe(
    'not_installed: not on a phone yet; installed: on a phone, no plan started; active: a plan is in use; used_up: every plan’s data is used; expired: every plan ran out of days; voided: refunded and switched off',
  );
export type EsimState = z.infer<typeof EsimStateSchema>;

/** One plan (bundle) on an eSIM: the first one bought with it, or a top-up added later. */
export const ESIM_BUNDLE_STATES = ['queued', 'active', 'used_up', 'expired', 'revoked'] as const;
export const EsimBundleStateSchema = z
  .enum(ESIM_BUNDLE_STATES)
  .describe(
    'queued: not started (starts when the eSIM connects, or when the plan before it ends); revoked: refunded before it started',
  );
export type EsimBundleState = z.infer<typeof EsimBundleStateSchema>;

/** The e-mails a bundle can send, each at most once. */
export const ESIM_ALERTS = ['used_80', 'used_100', 'expires_soon'] as const;
export const EsimAlertSchema = z.enum(ESIM_ALERTS);
export type EsimAlert = z.infer<typeof EsimAlertSchema>;

/** Networks report usage late: the page says so beside every figure. */
export const USAGE_REPORT_DELAY_HOURS = 2;

/**
 * The eSIM's own number, shown on its page and in the phone's settings: the key of every eSIM
 * call, since the traveller already sees it (issue 25). Another traveller's is a 404, like one
 * that does not exist.
 */
export const IccidSchema = z
  .string()
  .regex(/^\d{18,22}$/, { error: 'iccid must be 18 to 22 digits' })
  .describe('The eSIM’s ICCID');
export const EsimParamsSchema = z.object({ iccid: IccidSchema });

export const EsimBundleUsageSchema = z.object({
  lineId: z.string().uuid().describe('The order line that bought this bundle'),
  orderId: z.string().uuid(),
  topUp: z.boolean().describe('Added to the eSIM after it was bought'),
  name: z.string(),
  localName: z.string().describe('The plan’s name in the requested locale (name for en)'),
  totalMb: z.number().int().describe('The plan’s data in MB; -1 unlimited'),
  usedMb: z.number().int().nullable().describe('MB used so far; null while unknown or unlimited'),
  remainingMb: z.number().int().nullable().describe('MB left; -1 unlimited; null until read'),
  state: EsimBundleStateSchema,
  durationDays: z.number().int(),
  startedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type EsimBundleUsage = z.infer<typeof EsimBundleUsageSchema>;

/** Whether the traveller may do something themselves now, and in words why not. */
export const SelfServiceSchema = z.object({
  allowed: z.boolean(),
  message: z.string().nullable().describe('Why not, in words the traveller can act on'),
});
export type SelfService = z.infer<typeof SelfServiceSchema>;

export const SelfRefundSchema = SelfServiceSchema.extend({
  until: z.string().nullable().describe('The last instant a refund can be asked for'),
  why: z
    .enum(['preparing', 'window_passed', 'installed', 'started'])
    .nullable()
    .describe('Why not, as a code a page words in its own language; null when allowed or refunded'),
});
export type SelfRefund = z.infer<typeof SelfRefundSchema>;

/** An eSIM's live side: its state, each bundle's data used and left, and when that was read. */
export const EsimUsageSchema = z.object({
  iccid: IccidSchema,
  state: EsimStateSchema,
  readAt: z
    .string()
    .nullable()
    .describe(
      'When the provider’s figures were read; networks report usage up to 2 hours late (USAGE_REPORT_DELAY_HOURS)',
    ),
  bundles: z.array(EsimBundleUsageSchema).describe('The first plan, then top-ups, oldest first'),
  reissue: SelfServiceSchema.extend({
    why: z
      .enum(['by_support', 'refunded', 'ended'])
      .nullable()
      .describe('Why not, as a code a page words in its own language'),
  }).describe('Whether a lost or deleted eSIM can be issued again here'),
  topUpsAllowed: z.boolean().describe('Plans can still be added to this eSIM'),
});
export type EsimUsage = z.infer<typeof EsimUsageSchema>;

/** `GET /v1/esims/{iccid}/usage`: the owner's eSIM as last read by the usage job. */
export const EsimUsageResponseSchema = z.object({ data: EsimUsageSchema });

/** Why a traveller gives an eSIM or a top-up back (one click, one reason). */
export const SELF_REFUND_REASONS = [
  'trip_cancelled',
  'wrong_destination',
  'wrong_plan',
  'phone_not_compatible',
  'other',
] as const;
export const SelfRefundReasonSchema = z.enum(SELF_REFUND_REASONS, {
  error: `reason must be one of: ${SELF_REFUND_REASONS.join(', ')}`,
});
export type SelfRefundReason = z.infer<typeof SelfRefundReasonSchema>;

/** `POST /v1/orders/{orderId}/lines/{lineId}/refund`: an eSIM or a top-up given back, with why. */
export const RefundLineBodySchema = z.object({ reason: SelfRefundReasonSchema });
/** `…/cancel`, the booking pages' name for the same: a reason is optional there. */
export const CancelLineBodySchema = RefundLineBodySchema.partial().describe(
  'Why (an eSIM or a top-up given back); optional for other kinds',
);

/** A top-up: one more plan on an eSIM the traveller already has (same country, or a region covering it). */
export const EsimTopupLineInputSchema = z.object({
  kind: z.literal('esim_topup'),
  bundleId: BundleIdSchema,
  iccid: IccidSchema.describe('The eSIM the plan goes on: one of the buyer’s own'),
  quantity: z.literal(1, { error: 'quantity must be 1' }).default(1),
});

/** `POST /v1/esims/{iccid}/reissue`: a new activation code for the same eSIM and its plans. */
export const ReissueEsimResponseSchema = z.object({
  data: z.object({ orderId: z.string().uuid(), reissuedAt: z.string() }),
});

/**
 * The dev-only simulator control (`POST /v1/dev/simulator/esims/{iccid}`): moves a simulated
 * eSIM along; the usage job records it on its next pass. `installed` and `usedMb` are the
 * issue's; `installedHoursAgo` (a phone since some hours, used at `mbPerDay` since) replays days.
 */
export const SimulateEsimBodySchema = z
  .object({
    installed: z.boolean().optional().describe('true: on a phone from now on; false: taken off'),
    usedMb: z
      .number()
      .int()
      .min(0)
      .max(10_000_000)
      .optional()
      .describe(
        'MB used of the plan in use (or the first waiting) now; an eSIM using data is installed',
      ),
    installedHoursAgo: z
      .number()
      .min(0)
      .max(24 * 400)
      .nullable()
      .optional()
      .describe('On a phone since this many hours (null: taken off)'),
    mbPerDay: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .optional()
      .describe('How fast it uses data from now on; 400 MB a day unless set'),
  })
  .refine((b) => b.installed === undefined || b.installedHoursAgo === undefined, {
    error: 'send installed or installedHoursAgo, not both',
  })
  .refine(
    (b) => b.usedMb === undefined || (b.installed !== false && b.installedHoursAgo !== null),
    {
      error: 'usedMb needs an installed eSIM',
    },
  );
export type SimulateEsimBody = z.infer<typeof SimulateEsimBodySchema>;

/** `GET /v1/esims/{iccid}/topups`: the plans that can go on this eSIM, priced like the plan pages. */
export const TopUpOffersQuerySchema = z.object({
  currency: CurrencyCodeSchema.optional(),
  locale: LocaleSchema,
});
/** The traveller's eSIMs and their usage: plans and places named in `locale`. */
export const EsimsQuerySchema = z.object({ locale: LocaleSchema });
