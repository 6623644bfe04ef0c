import type { Locale, PartnerDetails } from '@tern/contracts';
import { serverMessageOf } from '@/lib/api/api-error';
import { getPartnerDetails, validateCoupon } from '@/lib/api/browser/promotions';

/** What a code typed into the promo-code modal leads to (spec §4 promo flow, §5, §8). */
export type CodeOutcome =
  | { kind: 'empty' }
  /** isValid false: the API's reason, shown as it is. */
  | { kind: 'refused'; reason: string }
  /** A discount code without a partner: it is entered at checkout. */
  | { kind: 'at-checkout'; couponCode: string; summary: string }
  | { kind: 'partner'; couponCode: string; partnerCode: string; details: PartnerDetails }
  /** The server's message, or null when it said none (then 'Something went wrong'). */
  | { kind: 'failed'; message: string | null };

/**
 * Validates the code, then loads the partner's form when the code belongs to one.
 * `onPartner` runs as soon as a partner code is known, to fetch the form's code meanwhile.
 */
export async function redeemCode(
  typed: string,
  locale: Locale,
  onPartner?: () => void,
): Promise<CodeOutcome> {
  const code = typed.trim();
  if (!code) return { kind: 'empty' };
  try {
    const validation = await validateCoupon(code);
    const { coupon } = validation;
    if (!validation.isValid || !coupon) {
      return { kind: 'refused', reason: validation.reason ?? validation.message };
    }
    if (!coupon.partnerCode) {
      return { kind: 'at-checkout', couponCode: coupon.couponCode, summary: coupon.summary };
    }
    onPartner?.();
    const details = await getPartnerDetails(coupon.partnerCode, locale);
    return {
      kind: 'partner',
      couponCode: coupon.couponCode,
      partnerCode: coupon.partnerCode,
      details,
    };
  } catch (error) {
    console.error('[promo] code check failed', error);
    return { kind: 'failed', message: serverMessageOf(error) };
  }
}
