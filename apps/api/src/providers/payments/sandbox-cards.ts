import { luhnCheckDigit } from '../esim/iccid';

/**
 * The sandbox gateway's test cards, as a traveller testing the shop would expect them from
 * Stripe's test mode: one that pays, one that is declined, one that asks for 3-D Secure.
 */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  requiresAction: '4000002760003184',
} as const;

export type CardDecision = 'succeed' | 'decline' | 'challenge' | 'unknown';

export function isLuhnValid(number: string): boolean {
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

export function decideSandboxCard(number: string): CardDecision {
  if (number === SANDBOX_CARDS.succeeds) return 'succeed';
  if (number === SANDBOX_CARDS.declined) return 'decline';
  if (number === SANDBOX_CARDS.requiresAction) return 'challenge';
  return 'unknown';
}

/** Brand from the first digits, for "Visa •••• 4242" on the receipt. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}
