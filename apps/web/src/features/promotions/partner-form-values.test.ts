import type { PromoField } from '@tern/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkedValues,
  emptyPartnerForm,
  guestDetailsOf,
  hasInvalidPhone,
  type PartnerFormInput,
  partnerFieldError,
  partnerFormErrors,
  phoneValue,
  submissionBody,
} from './partner-form-values';

/** A form like DEMOAIR's: all five field types, required, maxLength, minDate and maxDate. */
const FIELDS: PromoField[] = [
  { id: 'firstName', type: 'text', label: 'First name', required: true, maxLength: 20 },
  { id: 'lastName', type: 'text', label: 'Last name', required: true },
  { id: 'email', type: 'email', label: 'Email', required: true },
  { id: 'phoneNumber', type: 'phone', label: 'Phone number', required: true },
  { id: 'nationality', type: 'country', label: 'Nationality', required: true },
  {
    id: 'startDate',
    type: 'date',
    label: 'Departure date',
    required: true,
    minDate: '2026-01-01',
    maxDate: '2027-12-31',
  },
  { id: 'endDate', type: 'date', label: 'Return date', required: false },
];

const filled = (values: Record<string, string>, regions = {}): PartnerFormInput => {
  const empty = emptyPartnerForm(FIELDS);
  return { values: { ...empty.values, ...values }, regions: { ...empty.regions, ...regions } };
};

const LAN = {
  firstName: ' Lan ',
  lastName: 'Nguyen',
  email: 'lan@example.com ',
  phoneNumber: '912 345 678',
  nationality: 'FR',
  startDate: '2026-12-01',
  endDate: '2026-12-10',
};

describe('a partner form as typed', () => {
  it('starts empty, with the phone on Vietnam (spec §5)', () => {
    expect(emptyPartnerForm(FIELDS).regions).toEqual({ phoneNumber: 'VN' });
    expect(emptyPartnerForm(FIELDS).values.email).toBe('');
  });

  it('reads a phone as E.164 with its calling code, or as typed when it is no number', () => {
    expect(phoneValue('VN', '912 345 678')).toBe('+84912345678');
    expect(phoneValue('GB', '07911 123456')).toBe('+447911123456');
    expect(phoneValue('VN', '12')).toBe('+8412');
    expect(phoneValue('VN', '  ')).toBe('');
  });

  it('has no errors when every rule holds, and sends trimmed values', () => {
    expect(partnerFormErrors(FIELDS, filled(LAN))).toEqual({});
    expect(checkedValues(FIELDS, filled(LAN))).toMatchObject({
      firstName: 'Lan',
      email: 'lan@example.com',
      phoneNumber: '+84912345678',
    });
  });

  it('names every broken rule in the spec’s words (from packages/domain)', () => {
    const errors = partnerFormErrors(
      FIELDS,
      filled({
        firstName: 'L'.repeat(21),
        lastName: '',
        email: 'lan@example',
        phoneNumber: '12',
        nationality: '',
        startDate: '2025-12-31',
        endDate: '2025-12-30',
      }),
    );
    expect(errors).toEqual({
      firstName: 'First name must be at most 20 characters',
      lastName: 'Last name is required',
      email: 'Invalid email format',
      phoneNumber: 'Invalid phone number',
      nationality: 'Country is required',
      startDate: 'Departure date must be after 01/01/2026',
      endDate: 'End date must be after or equal to start date',
    });
    expect(partnerFieldError(FIELDS[5]!, FIELDS, filled({ ...LAN, startDate: '2028-01-01' }))).toBe(
      'Departure date must be before 31/12/2027',
    );
  });

  it('refuses Vietnam as the country, which the list leaves out (spec §5)', () => {
    expect(partnerFormErrors(FIELDS, filled({ ...LAN, nationality: 'VN' }))).toEqual({
      nationality: 'Country is required',
    });
  });

  it('asks for the invalid-number toast only for a phone that is filled in and wrong', () => {
    expect(hasInvalidPhone(FIELDS, filled({ ...LAN, phoneNumber: '12' }))).toBe(true);
    expect(hasInvalidPhone(FIELDS, filled({ ...LAN, phoneNumber: '' }))).toBe(false);
    expect(hasInvalidPhone(FIELDS, filled(LAN))).toBe(false);
  });
});

describe('what a partner form sends', () => {
  it('is the spec’s submission: every field by id, the identity fields again, source web', () => {
    const coupon = { couponCode: 'DEMOAIR', partnerCode: 'DEMOAIR' };
    expect(submissionBody(coupon, FIELDS, filled(LAN), 'user-1')).toEqual({
      couponCode: 'DEMOAIR',
      partnerCode: 'DEMOAIR',
      source: 'web',
      formData: [
        { id: 'firstName', value: 'Lan' },
        { id: 'lastName', value: 'Nguyen' },
        { id: 'email', value: 'lan@example.com' },
        { id: 'phoneNumber', value: '+84912345678' },
        { id: 'nationality', value: 'FR' },
        { id: 'startDate', value: '2026-12-01' },
        { id: 'endDate', value: '2026-12-10' },
      ],
      firstName: 'Lan',
      lastName: 'Nguyen',
      email: 'lan@example.com',
      phoneNumber: '+84912345678',
      userId: 'user-1',
    });
    expect(submissionBody(coupon, FIELDS, filled(LAN), null)).not.toHaveProperty('userId');
  });

  it('logs a guest in with the full name and the phone split into code and number (spec §6)', () => {
    expect(guestDetailsOf(filled(LAN, { phoneNumber: 'GB' }))).toEqual({
      fullName: 'Lan Nguyen',
      email: 'lan@example.com',
      callingRegion: 'GB',
      callingCode: '+44',
      phoneNumber: '912 345 678',
    });
  });
});
