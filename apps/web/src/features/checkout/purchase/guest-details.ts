import { toE164 } from '@tern/contracts/phone';

/** The guest-checkout form (spec §6): who the eSIM goes to. */
export interface GuestDetails {
  fullName: string;
  email: string;
  /** ISO 3166 region of the calling code, e.g. "GB" for +44. */
  callingRegion: string;
  /** Calling code with its plus, e.g. "+44". */
  callingCode: string;
  phoneNumber: string;
}

export type GuestField = 'fullName' | 'email' | 'phoneNumber';
export type GuestError = 'required' | 'invalidEmail' | 'invalidPhone';
export type GuestErrors = Partial<Record<GuestField, GuestError>>;

/** Deliberately loose: the API has the last word; this only catches typos before a round trip. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors in the order the fields appear, so focus can go to the first one. */
export function validateGuestDetails(details: GuestDetails): GuestErrors {
  const errors: GuestErrors = {};
  if (!details.fullName.trim()) errors.fullName = 'required';
  const email = details.email.trim();
  if (!email) errors.email = 'required';
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = 'invalidEmail';
  if (!details.phoneNumber.trim()) errors.phoneNumber = 'required';
  else if (toE164(details.callingCode, details.phoneNumber) === null) {
    errors.phoneNumber = 'invalidPhone';
  }
  return errors;
}

/** The body of POST /v1/auth/guest (spec §6/§7): web device, placeholder token, e-mail marked verified. */
export function guestLoginBody(details: GuestDetails) {
  return {
    fullName: details.fullName.trim(),
    email: details.email.trim(),
    countryCode: details.callingCode,
    phoneNumber: details.phoneNumber.trim(),
    deviceType: 'web' as const,
    deviceToken: 'web',
    isEmailVerified: true,
  };
}
