import { z } from 'zod';

export const DEVICE_MODEL_MAX_LENGTH = 100;
export const USER_AGENT_MAX_LENGTH = 1_000;

export const CheckDeviceQuerySchema = z.object({
  model: z
    .string()
    .trim()
    .min(1, { error: 'model must not be empty' })
    .max(DEVICE_MODEL_MAX_LENGTH, {
      error: `model must be at most ${DEVICE_MODEL_MAX_LENGTH} characters`,
    })
    .optional()
    .describe('Model name or number, e.g. "Pixel 8", "SM-S921B" (Sec-CH-UA-Model on Android)'),
  userAgent: z
    .string()
    .max(USER_AGENT_MAX_LENGTH, {
      error: `userAgent must be at most ${USER_AGENT_MAX_LENGTH} characters`,
    })
    .optional()
    .describe('The browser user agent; without model, the Sec-CH-UA-Model header is read too'),
});
export type CheckDeviceQuery = z.input<typeof CheckDeviceQuerySchema>;

export const DeviceVerdictReasonSchema = z
  .enum([
    'listed',
    'listed-with-exceptions',
    'not-supported',
    'ios-likely',
    'ios-too-old',
    'feature-phone',
    'unknown-model',
  ])
  .describe(
    'Why: listed (in our list), listed-with-exceptions (in the list, but some regional versions lack eSIM), not-supported (a model known to lack eSIM: iPhone X and earlier, many budget Android phones), ios-likely (an iPhone on iOS 12.1+), ios-too-old (iOS older than 12.1), feature-phone (a basic phone: KaiOS, Nokia Series 30+/40, J2ME browsers; none takes an eSIM), unknown-model',
  );
export type DeviceVerdictReason = z.infer<typeof DeviceVerdictReasonSchema>;

export const CheckDeviceResponseSchema = z.object({
  data: z.object({
    model: z.string().nullable().describe('The model as we understood it; null when not told'),
    brand: z.string().nullable(),
    compatible: z
      .boolean()
      .nullable()
      .describe(
        'true takes an eSIM; false known not to (a listed model without eSIM, a feature phone, iOS before 12.1); null unknown',
      ),
    reason: DeviceVerdictReasonSchema,
    notes: z.array(z.string()).describe('Plain-English caveats: regional exceptions, carrier lock'),
  }),
});
export type CheckDeviceResponse = z.infer<typeof CheckDeviceResponseSchema>;

/** Regional versions of a model sold without eSIM; each page words them in its language. */
export const DEVICE_EXCEPTIONS = [
  'china-dual-sim',
  'korea-model-n',
  'google-fi-only',
  'australia-taiwan-japan',
  'japan',
] as const;
export const DeviceExceptionSchema = z
  .enum(DEVICE_EXCEPTIONS)
  .describe(
    'china-dual-sim (models sold in mainland China, Hong Kong and Macao have two physical SIM slots and no eSIM), korea-model-n (Korean versions, model numbers ending in N, have no eSIM), google-fi-only (only phones bought from Google Fi take an eSIM), australia-taiwan-japan and japan (models bought there have no eSIM)',
  );
export type DeviceException = z.infer<typeof DeviceExceptionSchema>;

export const DeviceSchema = z.object({
  model: z.string().describe('Marketing name, e.g. Galaxy S24'),
  aliases: z.array(z.string()).describe('Model numbers and other names it is sold under'),
  year: z.number().int().describe('Year of release'),
  exceptions: z.array(DeviceExceptionSchema).describe('Versions without eSIM, as codes'),
});
export type Device = z.infer<typeof DeviceSchema>;

export const DevicesResponseSchema = z.object({
  data: z.object({
    brands: z.array(z.object({ brand: z.string(), devices: z.array(DeviceSchema) })),
    sources: z
      .array(z.object({ name: z.string(), url: z.string() }))
      .describe('Manufacturer support pages the list was written from'),
    updated: z.string().describe('When the list was last checked, YYYY-MM-DD'),
  }),
  count: z.number().int().describe('Number of devices'),
});
export type DevicesResponse = z.infer<typeof DevicesResponseSchema>;
