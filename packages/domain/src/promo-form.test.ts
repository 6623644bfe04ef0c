import { describe, expect, it } from 'vitest';
import {
  type PromoField,
  promoDefinitionProblems,
  promoFieldError,
  promoFormErrors,
} from './promo-form';

const checks = {
  isValidPhone: (e164: string) => e164 === '+84912345678',
  isCountryCode: (code: string) => ['FR', 'VN', 'US'].includes(code.toUpperCase()),
};
const field = (overrides: Partial<PromoField>): PromoField => ({
  id: 'name',
  type: 'text',
  label: 'Name',
  ...overrides,
});
const error = (f: PromoField, value: string, values: Record<string, string> = {}) =>
  promoFieldError(f, value, values, checks);

describe('promo form rules (spec §5)', () => {
  it('says which required field is empty', () => {
    expect(error(field({ required: true }), '  ')).toBe('Name is required');
    expect(error(field({ required: false }), '')).toBeNull();
    expect(error(field({ type: 'country', required: true }), '')).toBe('Country is required');
  });

  it('limits text to maxLength', () => {
    expect(error(field({ maxLength: 3 }), 'abcd')).toBe('Name must be at most 3 characters');
    expect(error(field({ maxLength: 3 }), 'abc')).toBeNull();
  });

  it('checks e-mails, phones and countries (Vietnam is not in the list)', () => {
    expect(error(field({ type: 'email', label: 'Email' }), 'a@b')).toBe('Invalid email format');
    expect(error(field({ type: 'email' }), 'a@b.co')).toBeNull();
    expect(error(field({ type: 'phone' }), '+8412')).toBe('Invalid phone number');
    expect(error(field({ type: 'phone' }), '+84912345678')).toBeNull();
    expect(error(field({ type: 'country' }), 'VN')).toBe('Country is required');
    expect(error(field({ type: 'country' }), 'XX')).toBe('Country is required');
    expect(error(field({ type: 'country' }), 'fr')).toBeNull();
  });

  it('keeps dates within minDate and maxDate, and the end on or after the start', () => {
    const date = field({
      type: 'date',
      label: 'Start date',
      minDate: '2026-01-01',
      maxDate: '2026-12-31',
    });
    expect(error(date, '2025-12-31')).toBe('Start date must be after 01/01/2026');
    expect(error(date, '2027-01-01')).toBe('Start date must be before 31/12/2026');
    expect(error(date, '2026-01-01')).toBeNull();
    expect(error(date, '2026-02-30')).toBe('Start date must be a date');
    const end = field({ id: 'endDate', type: 'date', label: 'End date' });
    expect(error(end, '2026-05-01', { startDate: '2026-05-02' })).toBe(
      'End date must be after or equal to start date',
    );
    expect(error(end, '2026-05-02', { startDate: '2026-05-02' })).toBeNull();
  });

  it('gives every problem of a form by field id', () => {
    const errors = promoFormErrors(
      [field({ required: true }), field({ id: 'mail', type: 'email', label: 'Email' })],
      { mail: 'nope' },
      checks,
    );
    expect(errors).toEqual({ name: 'Name is required', mail: 'Invalid email format' });
  });

  it('refuses a form definition without the identity fields or with wrong limits', () => {
    const identity: PromoField[] = [
      { id: 'firstName', type: 'text', label: 'First name', required: true },
      { id: 'lastName', type: 'text', label: 'Last name', required: true },
      { id: 'email', type: 'email', label: 'Email', required: true },
      { id: 'phoneNumber', type: 'phone', label: 'Phone', required: true },
    ];
    expect(promoDefinitionProblems(identity)).toEqual([]);
    expect(promoDefinitionProblems(identity.slice(1))).toEqual([
      'The form needs a required text field with the id "firstName".',
    ]);
    expect(
      promoDefinitionProblems([
        ...identity,
        field({ id: 'd', type: 'date', minDate: '2027-01-01', maxDate: '2026-01-01' }),
        field({ id: 'd', type: 'phone', maxLength: 3 }),
      ]),
    ).toEqual([
      '"Name": minDate must be on or before maxDate.',
      'The field id "d" is used twice.',
      '"Name": maxLength applies to text and e-mail fields only.',
    ]);
  });
});
