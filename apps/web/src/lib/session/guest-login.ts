/**
 * Who a guest session is for (spec §6): the details a guest form collects, checkout's or the
 * promo form's.
 */
export interface GuestDetails {
  fullName: string;
  email: string;
  /** ISO 3166 region of the calling code, e.g. "GB" for +44. */
  callingRegion: string;
  /** Calling code with its plus, e.g. "+44". */
  callingCode: string;
  /** The national number as typed, without the calling code. */
  phoneNumber: string;
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
