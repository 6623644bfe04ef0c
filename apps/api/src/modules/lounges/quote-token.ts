import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a preorder summary promised; the booking step charges exactly this or asks again. */
export interface Quote {
  resourceId: string;
  module: 1 | 2;
  date: string;
  time: string;
  adults: number;
  children: number;
  flightNumber: string;
  currencyCode: string;
  /** Minor units of currencyCode. */
  totalMinor: number;
  /** USD cents the price was derived from, so the booking can re-check it. */
  adultUsdCents: number;
  childUsdCents: number;
  supplierToken: string | null;
  /** Epoch milliseconds. */
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `quote:${secret}`).update(payload).digest('base64url');

/**
 * A quote as `payload.signature`: base64url JSON and its HMAC under the app's secret, so any
 * API process can check it without storing quotes. The "quote:" prefix keeps these signatures
 * apart from the other uses of the same secret.
 */
export function signQuote(secret: string, quote: Quote): string {
  const payload = Buffer.from(JSON.stringify(quote)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The quote when the token is intact and not expired at `now`, else null. */
export function verifyQuote(secret: string, token: string, now: Date): Quote | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const quote = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Quote;
    return quote.expiresAt > now.getTime() ? quote : null;
  } catch {
    return null;
  }
}
