/**
 * Helpers for the sandbox's hosted card form. They only reshape what the traveller types; the
 * number is sent once to the payment API and never kept or logged.
 */

export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" while typing (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Any common shape of an expiry → "MM/YY": typed digits ("1230"), pasted or autofilled text
 * ("12/34", "12 / 34", "12-34", "12/2034", "122034"). The input has no maxLength because the
 * browser would cut a paste such as "12 / 34" to "12 /" before this formatter ever saw it.
 */
export function formatExpiry(value: string): string {
  const separated = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d*)/.exec(value);
  if (separated) {
    const month = separated[1]!.padStart(separated[2] ? 2 : 1, '0');
    return separated[2] ? `${month}/${shortYear(separated[2])}` : month;
  }
  const digits = cardDigits(value);
  // "MMYYYY" from an autofill that drops the slash: keep the century out of the field.
  const compact =
    digits.length === 6 && digits.slice(2, 4) === '20'
      ? digits.slice(0, 2) + digits.slice(4)
      : digits;
  const short = compact.slice(0, 4);
  return short.length > 2 ? `${short.slice(0, 2)}/${short.slice(2)}` : short;
}

/** "2034" → "34"; a two-digit (or partly typed) year stays as it is. */
function shortYear(year: string): string {
  return year.length === 4 ? year.slice(2) : year.slice(0, 2);
}

/** MM/YY (or MM/YYYY) of a card that is still valid this month, else null. */
export function parseExpiry(
  value: string,
  now = new Date(),
): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  // A card is valid until the end of its expiry month.
  if (new Date(year, month) <= now) return null;
  return { month, year };
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holderName';
export type CardErrors = Partial<Record<CardField, true>>;

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

/** The fields that need fixing, in form order; the API checks the rest (Luhn, the card itself). */
export function validateCard(input: CardInput, now = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (!/^\d{12,19}$/.test(cardDigits(input.cardNumber))) errors.cardNumber = true;
  if (!parseExpiry(input.expiry, now)) errors.expiry = true;
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = true;
  if (!input.holderName.trim()) errors.holderName = true;
  return errors;
}

/** The body of POST /orders/{id}/payments/sandbox, from a form that passed validateCard. */
export function sandboxPaymentBody(input: CardInput) {
  const expiry = parseExpiry(input.expiry)!;
  return {
    cardNumber: cardDigits(input.cardNumber),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: input.cvc.trim(),
    holderName: input.holderName.trim(),
  };
}
