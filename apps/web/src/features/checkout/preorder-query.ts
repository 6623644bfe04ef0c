import { BundleIdSchema } from '@tern/contracts';
import { z } from 'zod';

/**
 * Spec §2 "/checkout": quantity=1, search (the destination), bundleId, type=preorder and
 * currencySymbol. The symbol is accepted for compatibility and never used: the price shown is
 * the server's, in the visitor's chosen currency.
 */
const PreorderQuerySchema = z.object({
  quantity: z.literal('1'),
  search: z.string().trim().min(1).max(100),
  bundleId: BundleIdSchema,
  type: z.literal('preorder'),
  currencySymbol: z.string().max(8).optional(),
});

export type PreorderQuery = z.infer<typeof PreorderQuerySchema>;

type RawQuery = Record<string, string | string[] | undefined>;

/** The preorder query, or null when any part is missing, repeated or malformed. */
export function parsePreorderQuery(raw: RawQuery): PreorderQuery | null {
  const single = Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? undefined : value]),
  );
  const parsed = PreorderQuerySchema.safeParse(single);
  return parsed.success ? parsed.data : null;
}
