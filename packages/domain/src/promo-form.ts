import { isIsoDate } from './airport-services';

/**
 * A partner's promo form (spec §3 "Promo form definition", §5 "Promo form"). The rules live here
 * once: the browser shows them as the traveller types, and the API applies them again to every
 * submission it receives.
 */
export const PROMO_FIELD_TYPES = ['text', 'email', 'phone', 'date', 'country'] as const;
export type PromoFieldType = (typeof PROMO_FIELD_TYPES)[number];

export interface PromoField {
  id: string;
  type: PromoFieldType;
  label: string;
  required?: boolean | undefined;
  maxLength?: number | undefined;
  /** YYYY-MM-DD, inclusive. */
  minDate?: string | undefined;
  maxDate?: string | undefined;
}

/** Spec §5: the phone field starts on Vietnam, and the country list leaves Vietnam out. */
export const PROMO_DEFAULT_PHONE_COUNTRY = 'VN';
export const PROMO_EXCLUDED_COUNTRY = 'VN';

/**
 * The fields every partner form has, by id: they are who the free data goes to (the guest login
 * and the submission's firstName, lastName, email and phoneNumber, spec §6 and §7).
 */
export const PROMO_IDENTITY_FIELDS = {
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phoneNumber: 'phone',
} as const satisfies Record<string, PromoFieldType>;

/** A travel window: a date field with this id must be on or after the one with the start id. */
export const PROMO_START_DATE_FIELD = 'startDate';
export const PROMO_END_DATE_FIELD = 'endDate';

/** The traveller's text fields are capped here even when a form sets no maxLength. */
export const PROMO_TEXT_MAX = 500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 2026-12-01 → 01/12/2026, the day/month/year order the storefront writes dates in. */
export function promoDateLabel(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

export interface PromoCheckContext {
  /** Whether an E.164 number (+84912345678) is a real number; the phone library's rule. */
  isValidPhone: (e164: string) => boolean;
  /** Whether a two-letter code names a country (ISO 3166-1 alpha-2). */
  isCountryCode: (code: string) => boolean;
}

/**
 * What is wrong with one field's value, in the spec's words; null when it is right. `values` is
 * the whole form (the end date is checked against the start date).
 */
export function promoFieldError(
  field: PromoField,
  value: string,
  values: Readonly<Record<string, string>>,
  context: PromoCheckContext,
): string | null {
  const text = value.trim();
  if (text === '') {
    if (!field.required) return null;
    return field.type === 'country' ? 'Country is required' : `${field.label} is required`;
  }
  const max = Math.min(field.maxLength ?? PROMO_TEXT_MAX, PROMO_TEXT_MAX);
  switch (field.type) {
    case 'text':
      return text.length > max ? `${field.label} must be at most ${max} characters` : null;
    case 'email':
      if (text.length > Math.min(max, 254))
        return `${field.label} must be at most ${Math.min(max, 254)} characters`;
      return EMAIL.test(text) ? null : 'Invalid email format';
    case 'phone':
      return /^\+\d{6,15}$/.test(text) && context.isValidPhone(text)
        ? null
        : 'Invalid phone number';
    case 'country':
      return context.isCountryCode(text) && text.toUpperCase() !== PROMO_EXCLUDED_COUNTRY
        ? null
        : 'Country is required';
    case 'date': {
      if (!isIsoDate(text)) return `${field.label} must be a date`;
      if (field.minDate && text < field.minDate)
        return `${field.label} must be after ${promoDateLabel(field.minDate)}`;
      if (field.maxDate && text > field.maxDate)
        return `${field.label} must be before ${promoDateLabel(field.maxDate)}`;
      const start = values[PROMO_START_DATE_FIELD]?.trim();
      if (field.id === PROMO_END_DATE_FIELD && start && isIsoDate(start) && text < start)
        return 'End date must be after or equal to start date';
      return null;
    }
  }
}

/** Every field's problem, by field id; empty when the form can be sent. */
export function promoFormErrors(
  fields: readonly PromoField[],
  values: Readonly<Record<string, string>>,
  context: PromoCheckContext,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = promoFieldError(field, values[field.id] ?? '', values, context);
    if (error) errors[field.id] = error;
  }
  return errors;
}

/**
 * What is wrong with a form definition a shop owner wrote (the back office refuses it): unique
 * ids, the identity fields present and required with their types, sensible limits and dates.
 */
export function promoDefinitionProblems(fields: readonly PromoField[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.id)) problems.push(`The field id "${field.id}" is used twice.`);
    seen.add(field.id);
    if (field.maxLength !== undefined && field.type !== 'text' && field.type !== 'email')
      problems.push(`"${field.label}": maxLength applies to text and e-mail fields only.`);
    if ((field.minDate || field.maxDate) && field.type !== 'date')
      problems.push(`"${field.label}": minDate and maxDate apply to date fields only.`);
    if (field.minDate && field.maxDate && field.minDate > field.maxDate)
      problems.push(`"${field.label}": minDate must be on or before maxDate.`);
  }
  for (const [id, type] of Object.entries(PROMO_IDENTITY_FIELDS)) {
    const field = fields.find((f) => f.id === id);
    if (!field || field.type !== type || !field.required)
      problems.push(`The form needs a required ${type} field with the id "${id}".`);
  }
  return problems;
}
