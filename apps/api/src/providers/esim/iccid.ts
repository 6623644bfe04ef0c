/** Luhn check digit of a digit string (ISO/IEC 7812), as ICCIDs carry in their last position. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIccid(iccid: string): boolean {
  return /^\d{19,20}$/.test(iccid) && luhnCheckDigit(iccid.slice(0, -1)) === Number(iccid.at(-1));
}

/**
 * 89 (telecom) + 44 (country) + 2-digit issuer + a 14-digit serial + Luhn digit = 20 digits.
 * The serial is passed in so callers choose random or sequential numbering.
 */
export function makeIccid(serial: bigint): string {
  const body = `894477${serial.toString().padStart(13, '0').slice(-13)}`;
  return `${body}${luhnCheckDigit(body)}`;
}
