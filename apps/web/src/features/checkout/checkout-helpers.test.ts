import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/money';
import {
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  sandboxPaymentBody,
  validateCard,
} from './card-input';
import { parsePreorderQuery } from './preorder-query';

describe('formatMoney', () => {
  it('shows the exact amount with an unambiguous symbol', () => {
    expect(formatMoney(5.97, 'EUR', 'en')).toBe('€5.97');
    expect(formatMoney(6.49, 'USD', 'en')).toBe('US$6.49');
    expect(formatMoney(150000, 'VND', 'vi')).toBe('150.000\u00a0₫');
  });

  it('falls back to the code for currencies Intl does not name', () => {
    expect(formatMoney(5, 'GGP', 'en')).toMatch(/^GGP\s?5\.00$/);
  });
});

describe('card input', () => {
  const now = new Date(2026, 0, 15);

  it('groups the card number and the expiry as the traveller types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0027 6000abc3184')).toBe('4000 0027 6000 3184');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('keeps a pasted or autofilled expiry in any common shape', () => {
    for (const pasted of ['12/34', '12 / 34', '1234', '12/2034', '12-34', '122034', ' 12 /2034 ']) {
      expect(formatExpiry(pasted), pasted).toBe('12/34');
    }
    expect(formatExpiry('1/34')).toBe('01/34');
    expect(formatExpiry('12/')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
  });

  it('accepts a card until the end of its expiry month only', () => {
    expect(parseExpiry('01/26', now)).toEqual({ month: 1, year: 2026 });
    expect(parseExpiry('12/25', now)).toBeNull();
    expect(parseExpiry('13/30', now)).toBeNull();
    expect(parseExpiry('06/2031', now)).toEqual({ month: 6, year: 2031 });
    expect(parseExpiry('junk', now)).toBeNull();
  });

  it('names the fields to fix and builds the API body from a valid card', () => {
    const card = {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      holderName: ' Sam ',
    };
    expect(validateCard(card, now)).toEqual({});
    expect(validateCard({ cardNumber: '42', expiry: '', cvc: '1', holderName: '' }, now)).toEqual({
      cardNumber: true,
      expiry: true,
      cvc: true,
      holderName: true,
    });
    expect(sandboxPaymentBody(card)).toEqual({
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      holderName: 'Sam',
    });
  });
});

describe('parsePreorderQuery (spec §2 /checkout)', () => {
  const good = {
    quantity: '1',
    search: 'France',
    bundleId: 'bndl_fr_5gb_30d',
    type: 'preorder',
    currencySymbol: '$',
  };

  it('accepts the query the bundle cards link to', () => {
    expect(parsePreorderQuery(good)).toEqual(good);
  });

  it('refuses a missing, repeated or malformed part', () => {
    expect(parsePreorderQuery({ ...good, bundleId: undefined })).toBeNull();
    expect(parsePreorderQuery({ ...good, bundleId: ['a', 'b'] })).toBeNull();
    expect(parsePreorderQuery({ ...good, bundleId: '<script>' })).toBeNull();
    expect(parsePreorderQuery({ ...good, quantity: '3' })).toBeNull();
    expect(parsePreorderQuery({ ...good, type: 'order' })).toBeNull();
  });
});
