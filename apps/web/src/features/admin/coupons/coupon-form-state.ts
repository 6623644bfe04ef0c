import type { CouponTermsBody } from '@tern/contracts';
import type { DiscountType } from '@tern/domain';

/** The coupon form as typed: text, as inputs hold it; amounts in US dollars. */
export interface CouponFormValues {
  mode: 'single' | 'batch';
  code: string;
  count: string;
  prefix: string;
  description: string;
  type: DiscountType;
  percentOff: string;
  amountOff: string;
  freeBundleId: string;
  partnerCode: string;
  minSpend: string;
  /** `datetime-local` values, read as UTC (the back office shows every time in UTC). */
  startsAt: string;
  endsAt: string;
  maxRedemptions: string;
  maxPerTraveller: string;
  kinds: string[];
  destinationIds: string;
  productRefs: string;
  siteIds: string;
  combinable: boolean;
}
export type CouponFormField = Exclude<
  keyof CouponFormValues,
  'mode' | 'type' | 'kinds' | 'combinable'
>;
export type CouponFormErrors = Partial<Record<CouponFormField, string>>;

export const EMPTY_COUPON_FORM: CouponFormValues = {
  mode: 'single',
  code: '',
  count: '100',
  prefix: '',
  description: '',
  type: 'percent',
  percentOff: '',
  amountOff: '',
  freeBundleId: '',
  partnerCode: '',
  minSpend: '',
  startsAt: '',
  endsAt: '',
  maxRedemptions: '',
  maxPerTraveller: '1',
  kinds: [],
  destinationIds: '',
  productRefs: '',
  siteIds: '',
  combinable: false,
};

/** Where each body field is typed: the API's field problems ("body.minSpendUsdCents") land there. */
const FIELD_OF_BODY: Record<string, CouponFormField> = {
  code: 'code',
  count: 'count',
  prefix: 'prefix',
  description: 'description',
  percentOff: 'percentOff',
  amountOffUsdCents: 'amountOff',
  freeBundleId: 'freeBundleId',
  partnerCode: 'partnerCode',
  minSpendUsdCents: 'minSpend',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  maxRedemptions: 'maxRedemptions',
  maxPerTraveller: 'maxPerTraveller',
  destinationIds: 'destinationIds',
  productRefs: 'productRefs',
  siteIds: 'siteIds',
};

/** The form field a problem of the API's 400 names ("body.endsAt" → endsAt); null for others. */
export function couponFieldOf(problemField: string): CouponFormField | null {
  const [, name] = problemField.split('.');
  return (name && FIELD_OF_BODY[name]) || null;
}

const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,8}$/;

type Read<T> = { value: T } | { error: string };

/** "4.99" → 499 cents; empty → null. */
function readDollars(text: string): Read<number | null> {
  const typed = text.trim().replace(/^\$/, '');
  if (!typed) return { value: null };
  if (!DOLLARS.test(typed)) return { error: 'Enter an amount in US dollars, such as 5 or 4.99' };
  return { value: Math.round(Number(typed) * 100) };
}

function readWhole(text: string): Read<number | null> {
  const typed = text.trim();
  if (!typed) return { value: null };
  return WHOLE.test(typed) ? { value: Number(typed) } : { error: 'Enter a whole number' };
}

/** A datetime-local value as UTC: "2026-12-01T09:30" → "2026-12-01T09:30:00.000Z". */
function readUtc(text: string): Read<string | null> {
  const typed = text.trim();
  if (!typed) return { value: null };
  const date = new Date(`${typed}Z`);
  return Number.isNaN(date.getTime())
    ? { error: 'Enter a date and time' }
    : { value: date.toISOString() };
}

/** "FR, de  it" → ["FR", "de", "it"]; empty → null (no restriction). */
export function readList(text: string): string[] | null {
  const items = text.split(/[\s,]+/).filter(Boolean);
  return items.length > 0 ? items : null;
}

/**
 * The coupon's terms from the form, or what is wrong with what was typed. Only the typing is
 * checked here (amounts, numbers, dates); the API applies the rules and names what breaks them.
 */
export function couponTermsFromForm(
  values: CouponFormValues,
): { terms: CouponTermsBody } | { errors: CouponFormErrors } {
  const errors: CouponFormErrors = {};
  const take = <T>(field: CouponFormField, read: Read<T>): T | null => {
    if ('error' in read) {
      errors[field] = read.error;
      return null;
    }
    return read.value;
  };
  const percentOff =
    values.type === 'percent' ? take('percentOff', readWhole(values.percentOff)) : null;
  const amountOff =
    values.type === 'fixed' ? take('amountOff', readDollars(values.amountOff)) : null;
  const terms: CouponTermsBody = {
    description: values.description.trim(),
    type: values.type,
    percentOff,
    amountOffUsdCents: amountOff,
    freeBundleId:
      values.type === 'free_product' && values.freeBundleId.trim()
        ? values.freeBundleId.trim()
        : null,
    partnerCode: values.type === 'free_product' && values.partnerCode ? values.partnerCode : null,
    minSpendUsdCents: take('minSpend', readDollars(values.minSpend)),
    startsAt: take('startsAt', readUtc(values.startsAt)),
    endsAt: take('endsAt', readUtc(values.endsAt)),
    maxRedemptions: take('maxRedemptions', readWhole(values.maxRedemptions)),
    maxPerTraveller: take('maxPerTraveller', readWhole(values.maxPerTraveller)),
    kinds: values.kinds.length > 0 ? [...values.kinds] : null,
    destinationIds: readList(values.destinationIds),
    productRefs: readList(values.productRefs),
    siteIds: readList(values.siteIds),
    combinable: values.combinable,
  };
  if (!terms.description) errors.description = 'Description is required';
  return Object.keys(errors).length > 0 ? { errors } : { terms };
}

/** How many codes the batch makes, or what is wrong with the count. */
export function batchCount(values: CouponFormValues): Read<number> {
  const read = readWhole(values.count);
  if ('error' in read) return read;
  if (read.value === null || read.value < 1 || read.value > 5000)
    return { error: 'A batch has 1 to 5000 codes' };
  return { value: read.value };
}
