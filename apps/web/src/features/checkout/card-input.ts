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

/** "1230" or "12/30" → "12/30" while typing. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
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
