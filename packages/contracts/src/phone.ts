import { getCountries, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * International phone number from calling code and national number, or null when invalid.
 * Its own entry point (@tern/contracts/phone) so a browser form can use the very rule the API
 * applies without loading every zod schema of the package.
 */
export function toE164(countryCode: string, nationalNumber: string): string | null {
  const digits = `${countryCode.replace(/^\+/, '')}${nationalNumber.replace(/[\s()-]/g, '')}`;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.number : null;
}

/** The country (ISO 3166-1 alpha-2) an E.164 number belongs to, or null when it names none. */
export function countryOfE164(e164: string): string | null {
  return parsePhoneNumberFromString(e164)?.country ?? null;
}

/** Whether an E.164 number (+84912345678) is a real, dialable number. */
export function isValidE164(e164: string): boolean {
  return parsePhoneNumberFromString(e164)?.isValid() === true;
}

const REGIONS = new Set<string>(getCountries());

/** The promo form's checks (@tern/domain promoFormErrors) with the phone library's data. */
export const promoChecks = {
  isValidPhone: isValidE164,
  isCountryCode: (code: string) => REGIONS.has(code.toUpperCase()),
};
