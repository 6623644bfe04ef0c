import type { PromoField, PromoSubmissionRequest } from '@tern/contracts';
import { promoChecks, toE164 } from '@tern/contracts/phone';
import {
  PROMO_DEFAULT_PHONE_COUNTRY,
  PROMO_IDENTITY_FIELDS,
  promoFieldError,
  promoFormErrors,
} from '@tern/domain';
import { callingCodeOf } from '@/lib/phone/calling-codes';
import type { GuestDetails } from '@/lib/session/guest-login';

/**
 * What the traveller has typed into a partner form: each field's text by id and, for phone
 * fields, the region of the calling code chosen beside the national number.
 */
export interface PartnerFormInput {
  values: Record<string, string>;
  regions: Record<string, string>;
}

export function emptyPartnerForm(fields: readonly PromoField[]): PartnerFormInput {
  return {
    values: Object.fromEntries(fields.map((field) => [field.id, ''])),
    // Spec §5: the phone field starts on Vietnam.
    regions: Object.fromEntries(
      fields.filter((f) => f.type === 'phone').map((f) => [f.id, PROMO_DEFAULT_PHONE_COUNTRY]),
    ),
  };
}

/**
 * A phone field's value as the promo rules read it: E.164 when the number is valid; otherwise
 * what was typed behind its calling code, which the rules then call an invalid number.
 */
export function phoneValue(region: string, national: string): string {
  const typed = national.trim();
  if (!typed) return '';
  const code = callingCodeOf(region);
  return toE164(code, typed) ?? `${code}${typed.replace(/[\s()-]/g, '')}`;
}

/** Every field's value as the rules and the API read it (phones as E.164). */
export function checkedValues(
  fields: readonly PromoField[],
  input: PartnerFormInput,
): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const typed = input.values[field.id] ?? '';
      return [
        field.id,
        field.type === 'phone' ? phoneValue(input.regions[field.id] ?? '', typed) : typed.trim(),
      ];
    }),
  );
}

/** Spec §5: the field errors, by id, in the rules' own words (packages/domain). */
export function partnerFormErrors(fields: readonly PromoField[], input: PartnerFormInput) {
  return promoFormErrors(fields, checkedValues(fields, input), promoChecks);
}

/** One field's error, or null. */
export function partnerFieldError(
  field: PromoField,
  fields: readonly PromoField[],
  input: PartnerFormInput,
): string | null {
  const values = checkedValues(fields, input);
  return promoFieldError(field, values[field.id] ?? '', values, promoChecks);
}

/** Spec §5: a phone that is filled in but not a valid number also gets a toast on submit. */
export function hasInvalidPhone(fields: readonly PromoField[], input: PartnerFormInput): boolean {
  return fields.some(
    (field) =>
      field.type === 'phone' &&
      (input.values[field.id] ?? '').trim() !== '' &&
      partnerFieldError(field, fields, input) !== null,
  );
}

const IDENTITY = Object.keys(PROMO_IDENTITY_FIELDS) as (keyof typeof PROMO_IDENTITY_FIELDS)[];

/**
 * Spec §7 promo form submit: every field as {id, value}, and the identity fields (firstName,
 * lastName, email, phoneNumber: every partner form has them) once more on their own.
 */
export function submissionBody(
  coupon: { couponCode: string; partnerCode: string },
  fields: readonly PromoField[],
  input: PartnerFormInput,
  userId: string | null,
): PromoSubmissionRequest {
  const values = checkedValues(fields, input);
  const identity = Object.fromEntries(IDENTITY.map((id) => [id, values[id] ?? ''])) as Record<
    (typeof IDENTITY)[number],
    string
  >;
  return {
    couponCode: coupon.couponCode,
    partnerCode: coupon.partnerCode,
    source: 'web',
    formData: fields.map((field) => ({ id: field.id, value: values[field.id] ?? '' })),
    ...identity,
    ...(userId ? { userId } : {}),
  };
}

/**
 * Spec §6: the guest login of a traveller without an account, from the form: the full name is
 * first and last name, the phone goes as calling code and national number.
 */
export function guestDetailsOf(input: PartnerFormInput): GuestDetails {
  const region = input.regions.phoneNumber ?? PROMO_DEFAULT_PHONE_COUNTRY;
  const text = (id: string) => (input.values[id] ?? '').trim();
  return {
    fullName: `${text('firstName')} ${text('lastName')}`.trim(),
    email: text('email'),
    callingRegion: region,
    callingCode: callingCodeOf(region),
    phoneNumber: text('phoneNumber'),
  };
}
