import { toE164 } from '@tern/contracts/phone';
import type { GuestDetails } from '@/lib/session/guest-login';

/** The guest-checkout form (spec §6): who the eSIM goes to. */
export type { GuestDetails };

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
