/**
 * The discount engine: what a set of codes takes off an order, as pure arithmetic on minor units
 * of the order's currency. The API turns a coupon into CouponTerms (converting its USD amounts at
 * the order's rate) and writes the result as order adjustments; nothing here reads a database.
 */
export const DISCOUNT_TYPES = ['percent', 'fixed', 'free_product'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface DiscountLine {
  kind: string;
  productRef: string;
  /** The destination (country or region id) the line is for, when it has one. */
  destinationId: string | null;
  amountMinor: number;
}

export interface CouponTerms {
  code: string;
  type: DiscountType;
  /** 1 to 100, for percent. */
  percentOff: number | null;
  /** In the order currency, for fixed. */
  amountOffMinor: number | null;
  /** The product made free, for free_product (a plan's bundle id). */
  freeProductRef: string | null;
  /** In the order currency; compared with the order subtotal. */
  minSpendMinor: number | null;
  kinds: readonly string[] | null;
  destinationIds: readonly string[] | null;
  productRefs: readonly string[] | null;
  combinable: boolean;
}

export type DiscountRefusal =
  | { reason: 'min_spend'; minSpendMinor: number }
  | { reason: 'nothing_eligible' }
  | { reason: 'not_combinable'; with: string };

export interface DiscountResult {
  /** What each code takes off, in the order the codes were given. */
  perCode: { code: string; amountMinor: number }[];
  totalMinor: number;
}

function applies(terms: CouponTerms, line: DiscountLine): boolean {
  if (terms.kinds && !terms.kinds.includes(line.kind)) return false;
  if (terms.productRefs && !terms.productRefs.includes(line.productRef)) return false;
  if (
    terms.destinationIds &&
    !(line.destinationId && terms.destinationIds.includes(line.destinationId))
  )
    return false;
  if (terms.type === 'free_product' && line.productRef !== terms.freeProductRef) return false;
  return true;
}

/** Whether these codes may be used together: a code that does not combine stands alone. */
export function combinationRefusal(codes: readonly CouponTerms[]): DiscountRefusal | null {
  if (codes.length < 2) return null;
  const alone = codes.find((c) => !c.combinable);
  if (!alone) return null;
  const other = codes.find((c) => c !== alone)!;
  return { reason: 'not_combinable', with: alone === codes.at(-1) ? other.code : alone.code };
}

/** Why one code cannot apply to these lines (before any other code is counted); null if it can. */
export function discountRefusal(
  lines: readonly DiscountLine[],
  terms: CouponTerms,
): DiscountRefusal | null {
  const subtotal = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  if (terms.minSpendMinor !== null && subtotal < terms.minSpendMinor)
    return { reason: 'min_spend', minSpendMinor: terms.minSpendMinor };
  if (!lines.some((l) => l.amountMinor > 0 && applies(terms, l)))
    return { reason: 'nothing_eligible' };
  return null;
}

/**
 * Applies the codes one after another, each to what the earlier ones left of the lines it covers.
 * A line never goes below zero, so the total stays between 0 and the list price. Codes that
 * cannot apply take nothing (check discountRefusal first to tell the traveller why).
 */
export function computeDiscounts(
  lines: readonly DiscountLine[],
  codes: readonly CouponTerms[],
): DiscountResult {
  const left = lines.map((l) => Math.max(0, l.amountMinor));
  const perCode = codes.map((terms) => {
    if (discountRefusal(lines, terms)) return { code: terms.code, amountMinor: 0 };
    const eligible = lines.flatMap((line, i) => (applies(terms, line) && left[i]! > 0 ? [i] : []));
    let taken = 0;
    if (terms.type === 'percent') {
      const percent = Math.min(100, Math.max(0, terms.percentOff ?? 0));
      for (const i of eligible) {
        const off = Math.min(left[i]!, Math.round((left[i]! * percent) / 100));
        left[i]! -= off;
        taken += off;
      }
    } else if (terms.type === 'fixed') {
      let remaining = Math.max(0, terms.amountOffMinor ?? 0);
      for (const i of eligible) {
        const off = Math.min(left[i]!, remaining);
        left[i]! -= off;
        remaining -= off;
        taken += off;
      }
    } else {
      for (const i of eligible) {
        taken += left[i]!;
        left[i] = 0;
      }
    }
    return { code: terms.code, amountMinor: taken };
  });
  return { perCode, totalMinor: perCode.reduce((sum, c) => sum + c.amountMinor, 0) };
}
