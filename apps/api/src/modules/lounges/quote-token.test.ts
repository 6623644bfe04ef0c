import { describe, expect, it } from 'vitest';
import { type Quote, signQuote, verifyQuote } from './quote-token';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const now = new Date('2026-05-01T10:00:00Z');
const quote: Quote = {
  resourceId: 'LG-HAN-1',
  module: 1,
  date: '2026-05-02',
  time: '09:00',
  adults: 2,
  children: 1,
  flightNumber: 'VN 123',
  currencyCode: 'USD',
  totalMinor: 12000,
  adultUsdCents: 4800,
  childUsdCents: 2900,
  supplierToken: null,
  expiresAt: now.getTime() + 15 * 60_000,
};

describe('signed quotes', () => {
  it('verifies a quote it signed until it expires', () => {
    const token = signQuote(secret, quote);
    expect(verifyQuote(secret, token, now)).toEqual(quote);
    expect(verifyQuote(secret, token, new Date(quote.expiresAt))).toBeNull();
  });

  it('refuses a changed price, another secret and garbage', () => {
    const token = signQuote(secret, quote);
    const [, signature] = token.split('.');
    const cheaper = Buffer.from(JSON.stringify({ ...quote, totalMinor: 1 })).toString('base64url');
    expect(verifyQuote(secret, `${cheaper}.${signature}`, now)).toBeNull();
    expect(verifyQuote(`${secret}-other`, token, now)).toBeNull();
    expect(verifyQuote(secret, 'not-a-token', now)).toBeNull();
    expect(verifyQuote(secret, `${token}.x`, now)).toBeNull();
  });
});
