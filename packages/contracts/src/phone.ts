import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

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
