import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes an exact amount with its currency in each language', () => {
    expect(formatMoney(6.49, 'USD', 'en')).toBe('US$6.49');
    expect(formatMoney(5.97, 'EUR', 'vi')).toBe('5,97\u00a0€');
    expect(formatMoney(12.5, 'GGP', 'en')).toBe('GGP\u00a012.50');
  });

  it('keeps a lettered symbol whole in Arabic, isolated left to right', () => {
    const usd = formatMoney(6.49, 'USD', 'ar');
    expect(usd).toContain('\u2066US$\u2069');
    expect(usd).toContain('6.49');
    // A symbol without letters needs no isolation.
    expect(formatMoney(5.97, 'EUR', 'ar')).not.toMatch(/[\u2066\u2069]/);
  });
});
